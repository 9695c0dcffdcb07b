import { CashHistoryScreen } from '../history/CashHistoryScreen';

/** Withdrawal history (/mypage/exchange/list): the member's withdrawal requests, by date range and page. */
export function WithdrawalHistoryPage() {
  return <CashHistoryScreen cashType="out" />;
}
