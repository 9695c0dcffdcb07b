// The reality check itself: how long the member has been logged in, how much they bet and their net
// result since, read afresh when it shows; then "keep playing", "see my bet history" or "log out".
// It waits for a choice (no onClose: Escape or a click beside it does not close it): the reminder is the point.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/kit/QueryState';
import { TermGrid } from '@/kit/TermGrid';
import { formatWon } from '@forms/rules/format';
import { useSessionSummary } from '../api/session-summary';
import { loggedInFor } from './logged-in-for';

export interface RealityCheckDialogProps {
  open: boolean;
  /** When this session logged in (epoch ms). */
  since: number;
  onKeepPlaying: () => void;
  onBetHistory: () => void;
  onLogOut: () => void;
}

export function RealityCheckDialog({ open, since, onKeepPlaying, onBetHistory, onLogOut }: RealityCheckDialogProps) {
  const { t, i18n } = useTranslation('safety');
  const titleId = useId();
  const bodyId = useId();
  const summary = useSessionSummary({ enabled: open, fresh: true });
  const won = (value: number) => formatWon(value, i18n.language);
  return (
    <Dialog open={open} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('realityDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId} sx={{ mb: 2 }}>
          {t('realityDialog.body', { duration: loggedInFor(Date.now() - since, i18n.language) })}
        </DialogContentText>
        <QueryState query={summary} loadingLabel={t('realityDialog.loading')}>
          {(data) => (
            <TermGrid
              columns="auto auto"
              rows={[
                [t('realityDialog.betTotal'), won(data.betTotal)],
                [t('realityDialog.winTotal'), won(data.winTotal)],
                [t('realityDialog.net'), data.net > 0 ? `+${won(data.net)}` : won(data.net)],
              ]}
            />
          )}
        </QueryState>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onLogOut}>
          {t('realityDialog.logOut')}
        </Button>
        <Button onClick={onBetHistory}>{t('realityDialog.betHistory')}</Button>
        <Button variant="contained" onClick={onKeepPlaying} autoFocus>
          {t('realityDialog.keepPlaying')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
