// Withdrawal request (/moneyMain/exchange, mobile /exchangeMain's first tab), shaped like the deposit
// screen: the rules and the bank maintenance window are read first (/api/cash/outInfo) and held money
// comes from the balance; until both are there a spinner, if the rules fail the failure's own message
// with a retry (a suspended member reads U0011 here).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { useMoney } from '@/session/balance';
import { useWithdrawalInfo } from '../api/withdrawal';
import { WithdrawalForm } from '../components/WithdrawalForm';

export function WithdrawalPage() {
  const { t } = useTranslation('money');
  const layout = useLayout();
  const titleId = useId();
  const info = useWithdrawalInfo();
  const money = useMoney();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: layout === 'desktop' ? 3 : 2 }}>
      <Typography id={titleId} component="h1" variant={layout === 'desktop' ? 'h5' : 'h6'} sx={{ fontWeight: 700, mb: 2 }}>
        {t('withdrawal.title')}
      </Typography>
      {info.isError ? (
        <QueryError error={info.error} onRetry={() => void info.refetch()} />
      ) : info.isPending || !money ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('withdrawal.loading')} />
        </Box>
      ) : (
        <WithdrawalForm info={info.data} heldMoney={money.cash} />
      )}
    </Box>
  );
}
