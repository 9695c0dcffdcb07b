import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Withdrawal history (/mypage/exchange/list). Until the mypage issue delivers it: its title and what will be there. */
export function WithdrawalHistoryPage() {
  return <ScreenPlaceholder screen="withdrawalHistory" />;
}
