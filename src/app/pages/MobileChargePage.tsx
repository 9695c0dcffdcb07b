import { CoinDepositPage } from '@/features/money/pages/CoinDepositPage';
import { DepositPage } from '@/features/money/pages/DepositPage';
import { CashHistoryScreen } from '@/features/mypage/history/CashHistoryScreen';
import { MobileCashTabs } from './MobileCashTabs';

const DepositHistory = () => <CashHistoryScreen cashType="in" />;

/** Mobile /chargeMain: the bank deposit, the USDT deposit and the deposit history. */
export function MobileChargePage() {
  return <MobileCashTabs kind="deposit" screens={{ request: DepositPage, coin: CoinDepositPage, history: DepositHistory }} />;
}
