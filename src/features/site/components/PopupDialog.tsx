import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/generated/schema';
import { htmlToText } from '../html-text';

type Banner = components['schemas']['Banner'];

/**
 * One popup: a labelled dialog, closable, and closable for a day when the server allows it
 * (isClose Y). The server's HTML is shown as text until a sanitiser is part of the stack.
 */
export function PopupDialog({ popup, open, onClose, onCloseForADay }: { popup: Banner; open: boolean; onClose: () => void; onCloseForADay: () => void }) {
  const { t } = useTranslation('site');
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} maxWidth="xs" fullWidth>
      <DialogTitle id={id}>{popup.title || t('popup.label')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{htmlToText(popup.content)}</Typography>
      </DialogContent>
      <DialogActions>
        {popup.isClose === 'Y' && (
          <Button color="inherit" onClick={onCloseForADay}>
            {t('popup.closeToday')}
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('popup.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
