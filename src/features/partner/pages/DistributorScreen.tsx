// The partner status (/stributor, both layouts; docs/rules.md#routes): today's figures per category and in total,
// the partner's own rates, and the links to the partner lists.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { OwnRates } from '../rates/OwnRates';
import { PartnerLinks } from '../status/PartnerLinks';
import { PartnerScreen } from '../status/PartnerScreen';
import { PartnerStatus } from '../status/PartnerStatus';

export function DistributorScreen() {
  const { t } = useTranslation('pages');
  return (
    <PartnerScreen title={t('distributor.title')}>
      <Stack spacing={3}>
        <PartnerLinks />
        <PartnerStatus />
        <OwnRates />
      </Stack>
    </PartnerScreen>
  );
}
