// The partner home (mobile /partner; docs/rules.md#routes): the partner status and where to go from it.
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PartnerLinks } from '../status/PartnerLinks';
import { PartnerScreen } from '../status/PartnerScreen';
import { PartnerStatus } from '../status/PartnerStatus';

export function PartnerHomeScreen() {
  const { t } = useTranslation('pages');
  return (
    <PartnerScreen title={t('partnerHome.title')}>
      <Stack spacing={3}>
        <PartnerLinks />
        <PartnerStatus />
      </Stack>
    </PartnerScreen>
  );
}
