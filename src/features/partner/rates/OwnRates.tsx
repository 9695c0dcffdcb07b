// The partner's own rates per category (read with no memId), with loading and error states.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/kit/QueryState';
import { SectionHeading } from '../status/SectionHeading';
import { RatesTable } from './RatesTable';
import { useRates } from '../api/partner-rates';

export function OwnRates() {
  const { t } = useTranslation('partner');
  return (
    <Stack spacing={1.5}>
      <SectionHeading>{t('rates.own')}</SectionHeading>
      <QueryState query={useRates(undefined)} loadingLabel={t('rates.loading')}>
        {(data) => <RatesTable rows={data.rates} label={t('rates.own')} />}
      </QueryState>
    </Stack>
  );
}
