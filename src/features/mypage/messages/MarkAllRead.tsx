import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '@/i18n/api-message';
import { useMessageReadAll } from '../api/message-read-all';
import { applyUnread } from './use-unread-sync';

/**
 * The unread count and "mark all read": one request however often it is tapped; the header's count
 * follows the answer at once and the list is read again.
 */
export function MarkAllRead({ unread }: { unread: number | undefined }) {
  const { t } = useTranslation('messages');
  const { t: tApi } = useTranslation(['common', 'api']);
  const readAll = useMessageReadAll();
  const [outcome, setOutcome] = useState<{ done: true } | { error: unknown } | null>(null);
  const markAll = () => {
    setOutcome(null);
    readAll.send({}).then(
      (data) => {
        applyUnread(data.unreadCount);
        setOutcome({ done: true });
      },
      (error: unknown) => setOutcome({ error }),
    );
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {unread === undefined ? '\u00a0' : t('list.unreadSummary', { count: unread })}
        </Typography>
        <Button variant="outlined" size="small" onClick={markAll} disabled={readAll.isPending || unread === 0}>
          {t('readAll.text')}
        </Button>
      </Stack>
      <div role="status">{outcome && 'done' in outcome && <Alert severity="success">{t('readAll.done')}</Alert>}</div>
      {outcome && 'error' in outcome && (
        <Alert severity="error" role="alert">
          {apiMessage(tApi, outcome.error)}
        </Alert>
      )}
    </Stack>
  );
}
