import { CoinWithdrawalPage } from '@/features/money/pages/CoinWithdrawalPage';
import { WithdrawalPage } from '@/features/money/pages/WithdrawalPage';
import { CashHistoryScreen } from '@/features/mypage/history/CashHistoryScreen';
import { MobileCashTabs } from './MobileCashTabs';

const WithdrawalHistory = () => <CashHistoryScreen cashType="out" />;

/** Mobile /exchangeMain: the bank withdrawal, the USDT withdrawal and the withdrawal history. */
export function MobileExchangePage() {
  return <MobileCashTabs kind="withdrawal" screens={{ request: WithdrawalPage, coin: CoinWithdrawalPage, history: WithdrawalHistory }} />;
}
