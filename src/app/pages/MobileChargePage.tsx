import { CoinDepositPage } from '@/features/money/pages/CoinDepositPage';
import { DepositPage } from '@/features/money/pages/DepositPage';
import { DepositHistoryPage } from '@/features/mypage/pages/DepositHistoryPage';
import { MobileCashTabs } from './MobileCashTabs';

/** Mobile /chargeMain: the bank deposit, the USDT deposit and the deposit history. */
export function MobileChargePage() {
  return <MobileCashTabs kind="deposit" screens={{ request: DepositPage, coin: CoinDepositPage, history: DepositHistoryPage }} />;
}
