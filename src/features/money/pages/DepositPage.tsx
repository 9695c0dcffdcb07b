// Deposit request (/moneyMain/charge, mobile /chargeMain): the reference form screen (README, "Add a
// screen"). The rules and the bonus that applies are read first (/api/cash/inInfo); until they come a
// spinner, if they fail the failure's own message with a retry (a suspended member reads U0011 here).
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { useLayout } from '@/components/layout';
import { useDepositInfo } from '../api/deposit';
import { DepositForm } from '../components/DepositForm';

export function DepositPage() {
  const { t } = useTranslation('money');
  const layout = useLayout();
  const titleId = useId();
  const info = useDepositInfo();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ width: '100%', maxWidth: 960, mx: 'auto', p: layout === 'desktop' ? 3 : 2 }}>
      <Typography id={titleId} component="h1" variant={layout === 'desktop' ? 'h5' : 'h6'} sx={{ fontWeight: 700, mb: 2 }}>
        {t('deposit.title')}
      </Typography>
      {info.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('deposit.loading')} />
        </Box>
      ) : info.isError ? (
        <QueryError error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <DepositForm info={info.data} />
      )}
    </Box>
  );
}
