// A distributor's my page (/mypage/stributor_mypage; docs/rules.md#routes, docs/rules.md#states): the own rates, and a
// sub-partner's rates adjusted (locked a day after a change, shown with when it unlocks), and the
// unpaid settlements' payments reserved, and the reservations (cancelled while waiting).
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { OwnRates } from '../rates/OwnRates';
import { RateAdjust } from '../rates/RateAdjust';
import { ReservePayment } from '../reserve/ReservePayment';
import { Reservations } from '../reserve/Reservations';
import { PartnerScreen } from '../status/PartnerScreen';

export function DistributorMyPageScreen() {
  const { t } = useTranslation('pages');
  return (
    <PartnerScreen title={t('distributorMyPage.title')}>
      <Stack spacing={4}>
        <OwnRates />
        <RateAdjust />
        <ReservePayment />
        <Reservations />
      </Stack>
    </PartnerScreen>
  );
}
