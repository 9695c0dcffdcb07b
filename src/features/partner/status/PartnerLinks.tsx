// Where a partner goes from the status: the partner lists (/partner/..., on a phone too) and the
// partner screens of each layout (give, status, rates, sub-partner creation).
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLayout } from '@forms/renderer/layout-context';

/** The partner lists: the same addresses on both layouts. */
const LISTS = [
  ['/partner/partnerList', 'partnerList'],
  ['/partner/partnerMemberList', 'partnerMemberList'],
  ['/partner/cashList', 'partnerCashList'],
  ['/partner/bettingList', 'partnerBettingList'],
  ['/partner/partnerCalculationList', 'partnerCalculationList'],
  ['/partner/partnerMoneyMoveList', 'partnerMoneyMoveList'],
] as const;

const RATES_AND_CREATION = [
  ['/mypage/stributor_mypage', 'distributorMyPage'],
  ['/striNew', 'subPartnerCreate'],
] as const;

const DESKTOP = [...LISTS, ['/mypage/give', 'moneyGive'], ...RATES_AND_CREATION] as const;

const MOBILE = [['/stributor', 'distributor'], ...LISTS, ['/give', 'moneyGive'], ...RATES_AND_CREATION] as const;

export function PartnerLinks() {
  const { t } = useTranslation(['partner', 'pages']);
  const links = useLayout() === 'desktop' ? DESKTOP : MOBILE;
  return (
    <Stack component="nav" aria-label={t('partner:home.links')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {links.map(([to, key]) => (
        <Button key={to} component={RouterLink} to={to} variant="outlined" size="small">
          {t(`pages:${key}.title`)}
        </Button>
      ))}
    </Stack>
  );
}
