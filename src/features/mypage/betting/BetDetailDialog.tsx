import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@forms/renderer/layout-context';
import { formatOdds, formatServerTime } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import type { NamedBet } from '@/domain/betting/bet-names';
import { useBetDetail } from '../api/bet-detail';
import type { BetRow } from './bet-row';
import { BetFolderList } from './BetFolderList';
import { BetResultChip } from './BetResultChip';

/** One bet in full: its stake, win and result, then each selection (folder) with market, pick, odds and result. */
export interface BetDetailDialogProps {
  readonly row: BetRow | null;
  readonly old: boolean;
  /** The bet's vendor and game in the member's language, as the list names them. */
  readonly gameOf: (bet: NamedBet) => string;
  readonly onClose: () => void;
}

export function BetDetailDialog({ row, old, gameOf, onClose }: BetDetailDialogProps) {
  const { t, i18n } = useTranslation('betting');
  const lang = i18n.language;
  const titleId = useId();
  const mobile = useLayout() === 'mobile';
  const detail = useBetDetail(row?.betIdx ?? null, old);
  const bet = detail.data?.bet ?? row;
  // the bet's figures, as terms and values (its result, a chip, follows them)
  const terms: [string, string][] = bet
    ? [
        [t('col.regDate'), bet.regDate ? formatServerTime(bet.regDate, lang) : '-'],
        [t('col.game'), gameOf(bet)],
        [t('col.cash'), formatWon(bet.cash, lang)],
        [t('col.winCash'), formatWon(bet.winCash, lang)],
        ...(detail.data?.totalOdds !== undefined
          ? ([[t('detail.totalOdds'), formatOdds(detail.data.totalOdds)]] satisfies [string, string][])
          : []),
      ]
    : [];
  return (
    <Dialog open={row !== null} onClose={onClose} aria-labelledby={titleId} fullScreen={mobile} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('detail.title', { id: row?.betIdx ?? '' })}</DialogTitle>
      <DialogContent dividers tabIndex={0} sx={{ display: 'grid', gap: 2 }}>
        {bet && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
            {terms.map(([term, value]) => (
              <Fragment key={term}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Fragment>
            ))}
            <Typography component="dt" variant="body2" color="text.secondary">
              {t('col.result')}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <BetResultChip type={bet.type} />
            </Box>
          </Box>
        )}
        {detail.isPending && <Skeleton variant="rounded" height={120} aria-label={t('detail.loading')} />}
        {detail.isError && <QueryError error={detail.error} onRetry={() => void detail.refetch()} />}
        {detail.data &&
          (detail.data.folders.length === 0 ? (
            <Typography color="text.secondary">{t('detail.noFolders')}</Typography>
          ) : (
            <BetFolderList folders={detail.data.folders} compact={mobile} />
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
