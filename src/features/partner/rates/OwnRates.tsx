// The partner's own rates per category (read with no memId), with loading and error states.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { Loading } from '../status/Loading';
import { RatesTable } from './RatesTable';
import { useRates } from '../api/partner-rates';

export function OwnRates() {
  const { t } = useTranslation('partner');
  const rates = useRates(undefined);
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('rates.own')}
      </Typography>
      {rates.isError ? (
        <QueryError error={rates.error} onRetry={() => void rates.refetch()} />
      ) : rates.isPending ? (
        <Loading label={t('rates.loading')} />
      ) : (
        <RatesTable rows={rates.data.rates} label={t('rates.own')} />
      )}
    </Stack>
  );
}
