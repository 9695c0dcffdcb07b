import { BettingHistoryScreen } from '../betting/BettingHistoryScreen';

/** Betting history (/mypage/betting/list, mobile /bet): the member's bets by group, vendor, dates and page, each with its detail. */
export function BettingHistoryPage() {
  return <BettingHistoryScreen />;
}
