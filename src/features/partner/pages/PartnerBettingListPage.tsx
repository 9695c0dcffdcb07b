import { BettingListScreen } from '../betting-list/BettingListScreen';

/** Sub-members’ bets (/partner/bettingList), in the partner layout (which gives its width and padding). */
export function PartnerBettingListPage() {
  return <BettingListScreen />;
}
