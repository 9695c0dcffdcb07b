import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The new-message notice: how many are unread, and the way to the message box. */
export function NewMessageDialog({
  open,
  unread,
  onClose,
  onOpenMessages,
}: {
  open: boolean;
  unread: number;
  onClose: () => void;
  onOpenMessages: () => void;
}) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('newMessage.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={bodyId}>{t('newMessage.body', { count: unread })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('newMessage.close')}
        </Button>
        <Button variant="contained" onClick={onOpenMessages}>
          {t('newMessage.open')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
