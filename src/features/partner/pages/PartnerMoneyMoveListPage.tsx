import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Money moves between sub-members (/partner/partnerMoneyMoveList). Until the partner issue delivers it: its title and what will be there. */
export function PartnerMoneyMoveListPage() {
  return <ScreenPlaceholder screen="partnerMoneyMoveList" />;
}
