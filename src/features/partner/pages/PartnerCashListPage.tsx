import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Sub-members’ deposits and withdrawals (/partner/cashList). Until the partner issue delivers it: its title and what will be there. */
export function PartnerCashListPage() {
  return <ScreenPlaceholder screen="partnerCashList" />;
}
