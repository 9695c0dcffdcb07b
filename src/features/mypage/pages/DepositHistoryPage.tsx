import { CashHistoryScreen } from '../history/CashHistoryScreen';

/** Deposit history (/mypage/charge/list): the member's deposit requests, by date range and page. */
export function DepositHistoryPage() {
  return <CashHistoryScreen cashType="in" />;
}
