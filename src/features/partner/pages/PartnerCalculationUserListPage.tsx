import { SettlementListScreen } from '../settlements/SettlementListScreen';

/** Settlements per member (/partner/partnerCalculationUserList), in the partner layout. */
export function PartnerCalculationUserListPage() {
  return <SettlementListScreen kind="users" />;
}
