import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractMutation } from '@/api/contract';
import { apiMessage } from '@/i18n/api-message';
import { applyUnread } from './use-unread-sync';
import { isUnread, type MessageRow } from './message-row';

/**
 * Deletes the message shown, after confirmation (one request however often it is tapped); an
 * unread one is refused before anything is sent (M002). A failure stays in the dialog.
 */
export function DeleteMessageButton({
  message,
  onDeleted,
}: {
  message: Pick<MessageRow, 'msgIdx' | 'title' | 'readYn'>;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('messages');
  const { t: tApi } = useTranslation(['common', 'api']);
  const del = useContractMutation('/api/board/msgDelete');
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const titleId = useId();
  const unread = isUnread(message);
  const close = () => {
    setError(null);
    setOpen(false);
  };
  const confirm = () => {
    setError(null);
    del.send({ msgIdxList: [message.msgIdx] }).then((answer) => {
      applyUnread(answer.unreadCount);
      onDeleted();
    }, setError);
  };
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('delete.text')}
      </Button>
      <Dialog open={open} onClose={del.isPending ? undefined : close} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('delete.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{unread ? message.title : t('delete.confirm', { title: message.title })}</DialogContentText>
          {unread && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {`${tApi('api:M002')} ${t('delete.unread')}`}
            </Alert>
          )}
          {error !== null && (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {apiMessage(tApi, error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={del.isPending}>
            {t('delete.cancel')}
          </Button>
          {!unread && (
            <Button onClick={confirm} disabled={del.isPending} color="error" variant="outlined">
              {t('delete.ok')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
