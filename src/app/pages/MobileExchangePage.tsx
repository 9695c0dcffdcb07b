import { CoinWithdrawalPage } from '@/features/money/pages/CoinWithdrawalPage';
import { WithdrawalPage } from '@/features/money/pages/WithdrawalPage';
import { WithdrawalHistoryPage } from '@/features/mypage/pages/WithdrawalHistoryPage';
import { MobileCashTabs } from './MobileCashTabs';

/** Mobile /exchangeMain: the bank withdrawal, the USDT withdrawal and the withdrawal history. */
export function MobileExchangePage() {
  return (
    <MobileCashTabs kind="withdrawal" screens={{ request: WithdrawalPage, coin: CoinWithdrawalPage, history: WithdrawalHistoryPage }} />
  );
}
