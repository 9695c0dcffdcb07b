import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Sub-members’ bets (/partner/bettingList). Until the partner issue delivers it: its title and what will be there. */
export function PartnerBettingListPage() {
  return <ScreenPlaceholder screen="partnerBettingList" />;
}
