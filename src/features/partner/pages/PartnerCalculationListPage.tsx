import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Settlements (/partner/partnerCalculationList). Until the partner issue delivers it: its title and what will be there. */
export function PartnerCalculationListPage() {
  return <ScreenPlaceholder screen="partnerCalculationList" />;
}
