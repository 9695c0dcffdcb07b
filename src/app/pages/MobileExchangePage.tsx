import { WithdrawalPage } from '@/features/money/pages/WithdrawalPage';
import { WithdrawalHistoryPage } from '@/features/mypage/pages/WithdrawalHistoryPage';
import { MobileCashTabs } from './MobileCashTabs';

/** Mobile /exchangeMain: the withdrawal request and the withdrawal history. */
export function MobileExchangePage() {
  return <MobileCashTabs kind="withdrawal" Request={WithdrawalPage} History={WithdrawalHistoryPage} />;
}
