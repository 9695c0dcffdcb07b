// "Request the deposit account": the number is not shown here, it is sent to the member's message box
// (docs/rules.md#roles); the answer says so, or shows the failure's own message.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { apiMessage } from '@/i18n/api-message';
import { useLayout } from '@forms/renderer/layout-context';
import { useAccountRequest } from '../api/request-account';
import { Panel } from '@/kit/Panel';

const MESSAGES_PATH = { desktop: '/mypage/message/list', mobile: '/msgMain/msg' } as const;

export function AccountRequest() {
  const { t } = useTranslation('money');
  const { t: tApi } = useTranslation(['common', 'api']);
  const layout = useLayout();
  const request = useAccountRequest();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const ask = () => {
    setOutcome(null);
    request.send({}).then(
      () => setOutcome({ ok: true }),
      (error: unknown) => setOutcome({ ok: false, error }),
    );
  };
  return (
    <Panel title={t('deposit.account.title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('deposit.account.help')}
      </Typography>
      <Button variant="outlined" fullWidth onClick={ask} disabled={request.isPending}>
        {t('deposit.account.button')}
      </Button>
      {outcome?.ok ? (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {t('deposit.account.sent')}{' '}
          <Link component={RouterLink} to={MESSAGES_PATH[layout]}>
            {t('deposit.account.open')}
          </Link>
        </Alert>
      ) : null}
      {outcome && !outcome.ok ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {apiMessage(tApi, outcome.error)}
        </Alert>
      ) : null}
    </Panel>
  );
}
