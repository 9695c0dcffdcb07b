// One button asks for the deposit account: confirm, then /api/board/accountqna/save (a bank-account
// inquiry, its title and content in the member's language; mechanism inferred, see the contract) sent
// once. While one of the member's account inquiries waits for an answer, it says so instead of asking
// again. A failure shows its code's own message.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiMessage } from '@/i18n/api-message';
import { useSession } from '@/session/use-session';
import { toAccountRequestPayload } from '@forms/schemas/inquiry';
import { useInquirySave } from '../qna/inquiry-save';

type Outcome = { ok: true } | { ok: false; error: unknown } | null;

export function AccountRequestBox({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation('cscenter');
  const { t: tApi } = useTranslation(['common', 'api']);
  const titleId = useId();
  const member = useSession((s) => s.member);
  const save = useInquirySave('accountqna');
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const send = () => {
    setAsking(false);
    setOutcome(null);
    const payload = toAccountRequestPayload(
      { memId: member?.memId ?? '', memName: member?.memName ?? '' },
      { title: t('accountQna.payload.title'), content: t('accountQna.payload.content') },
    );
    save.send(payload).then(
      () => setOutcome({ ok: true }),
      (error: unknown) => setOutcome({ ok: false, error }),
    );
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        {outcome?.ok ? <Alert severity="success">{t('accountQna.sent')}</Alert> : null}
        {waiting && !outcome?.ok ? <Alert severity="info">{t('accountQna.pending')}</Alert> : null}
        {!waiting ? (
          <Stack direction="row">
            <Button variant="contained" onClick={() => setAsking(true)} disabled={save.isPending}>
              {t('accountQna.request')}
            </Button>
          </Stack>
        ) : null}
        {outcome && !outcome.ok ? <Alert severity="error">{apiMessage(tApi, outcome.error)}</Alert> : null}
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('accountQna.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('accountQna.confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('accountQna.confirmNo')}</Button>
          <Button variant="contained" onClick={send} disabled={save.isPending}>
            {t('accountQna.confirmYes')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
