import { SettlementListScreen } from '../settlements/SettlementListScreen';

/** Settlements per sub-partner (/partner/partnerCalculationList), in the partner layout. */
export function PartnerCalculationListPage() {
  return <SettlementListScreen kind="partners" />;
}
