import { WinLoseScreen } from '../betting/WinLoseScreen';

/** Win/loss (/mypage/winlose, mobile /winlose): the member's bet, win and win−lose totals over a date range, day by day. */
export function WinLosePage() {
  return <WinLoseScreen />;
}
