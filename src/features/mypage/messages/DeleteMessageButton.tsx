import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMessage } from '@/i18n/use-api-message';
import { ConfirmDialog } from '@forms/renderer/ConfirmDialog';
import { useMessageDelete } from '../api/message-delete';
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
  const failureText = useApiMessage();
  const del = useMessageDelete();
  const [open, setOpen] = useState(false);
  const unread = isUnread(message);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('delete.text')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('delete.title')}
        text={unread ? message.title : t('delete.confirm', { title: message.title })}
        ok={t('delete.ok')}
        cancel={t('delete.cancel')}
        refused={unread ? `${tApi('api:M002')} ${t('delete.unread')}` : null}
        run={() => del.send({ msgIdxList: [message.msgIdx] })}
        onDone={(answer) => {
          applyUnread(answer.unreadCount);
          onDeleted();
        }}
        failureText={failureText}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
