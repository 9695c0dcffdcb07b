// One button asks for the deposit account: confirm, then /api/board/accountqna/save (a bank-account
// inquiry, its title and content in the member's language; mechanism inferred, see the contract) sent
// once. While one of the member's account inquiries waits for an answer, it says so instead of asking
// again. A failure shows its code's own message in the confirmation.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiMessage } from '@/i18n/use-api-message';
import { ConfirmDialog } from '@forms/renderer/ConfirmDialog';
import { useSession } from '@/session/use-session';
import { toAccountRequestPayload } from '@forms/schemas/inquiry';
import { useInquirySave } from '../api/board-save';

export function AccountRequestBox({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('cscenter');
  const failureText = useApiMessage();
  const member = useSession((s) => s.member);
  const save = useInquirySave('accountqna');
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const send = () =>
    save.send(
      toAccountRequestPayload(
        { memId: member?.memId ?? '', memName: member?.memName ?? '' },
        { title: t('accountQna.payload.title'), content: t('accountQna.payload.content') },
      ),
    );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {sent ? <Alert severity="success">{t('accountQna.sent')}</Alert> : null}
        {waiting && !sent ? <Alert severity="info">{t('accountQna.pending')}</Alert> : null}
        {!waiting ? (
          <Stack direction="row">
            <Button
              variant="contained"
              onClick={() => {
                setSent(false);
                setAsking(true);
              }}
              disabled={save.isPending}
            >
              {t('accountQna.request')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('accountQna.confirmTitle')}
        text={t('accountQna.confirm')}
        ok={t('accountQna.confirmYes')}
        cancel={t('accountQna.confirmNo')}
        tone="plain"
        run={send}
        onDone={() => setSent(true)}
        failureText={failureText}
        onClose={() => setAsking(false)}
      />
    </Paper>
  );
}
