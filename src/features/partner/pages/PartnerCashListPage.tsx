import { CashListScreen } from '../cash-list/CashListScreen';

/** Sub-members’ deposits and withdrawals (/partner/cashList), in the partner layout (which gives its width and padding). */
export function PartnerCashListPage() {
  return <CashListScreen />;
}
