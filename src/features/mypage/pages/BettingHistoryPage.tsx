import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Betting history (/mypage/betting/list, mobile /bet). Until the mypage issue delivers it: its title and what will be there. */
export function BettingHistoryPage() {
  return <ScreenPlaceholder screen="bettingHistory" />;
}
