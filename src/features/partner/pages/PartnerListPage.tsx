import { PartnerListScreen } from '../partner-list/PartnerListScreen';

/** Sub-partners with their role, state, holdings and rates (/partner/partnerList), in the partner layout. */
export function PartnerListPage() {
  return <PartnerListScreen />;
}
