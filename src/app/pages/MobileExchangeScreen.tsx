import { CoinWithdrawalScreen } from '@/features/money/pages/CoinWithdrawalScreen';
import { WithdrawalScreen } from '@/features/money/pages/WithdrawalScreen';
import { CashHistoryScreen } from '@/features/mypage/history/CashHistoryScreen';
import { MobileCashTabs } from './MobileCashTabs';

const WithdrawalHistory = () => <CashHistoryScreen cashType="out" />;

/** Mobile /exchangeMain: the bank withdrawal, the USDT withdrawal and the withdrawal history. */
export function MobileExchangeScreen() {
  return <MobileCashTabs kind="withdrawal" screens={{ request: WithdrawalScreen, coin: CoinWithdrawalScreen, history: WithdrawalHistory }} />;
}
