import { CoinDepositScreen } from '@/features/money/pages/CoinDepositScreen';
import { DepositScreen } from '@/features/money/pages/DepositScreen';
import { CashHistoryScreen } from '@/features/mypage/history/CashHistoryScreen';
import { MobileCashTabs } from './MobileCashTabs';

const DepositHistory = () => <CashHistoryScreen cashType="in" />;

/** Mobile /chargeMain: the bank deposit, the USDT deposit and the deposit history. */
export function MobileChargeScreen() {
  return <MobileCashTabs kind="deposit" screens={{ request: DepositScreen, coin: CoinDepositScreen, history: DepositHistory }} />;
}
