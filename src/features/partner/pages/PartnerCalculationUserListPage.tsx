import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Settlements per member (/partner/partnerCalculationUserList). Until the partner issue delivers it: its title and what will be there. */
export function PartnerCalculationUserListPage() {
  return <ScreenPlaceholder screen="partnerCalculationUserList" />;
}
