import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Deposit history (/mypage/charge/list). Until the mypage issue delivers it: its title and what will be there. */
export function DepositHistoryPage() {
  return <ScreenPlaceholder screen="depositHistory" />;
}
