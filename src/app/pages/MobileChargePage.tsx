import { DepositPage } from '@/features/money/pages/DepositPage';
import { DepositHistoryPage } from '@/features/mypage/pages/DepositHistoryPage';
import { MobileCashTabs } from './MobileCashTabs';

/** Mobile /chargeMain: the deposit request and the deposit history. */
export function MobileChargePage() {
  return <MobileCashTabs kind="deposit" Request={DepositPage} History={DepositHistoryPage} />;
}
