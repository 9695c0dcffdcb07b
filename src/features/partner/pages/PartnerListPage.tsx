import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Sub-partners with rates (/partner/partnerList). Until the partner issue delivers it: its title and what will be there. */
export function PartnerListPage() {
  return <ScreenPlaceholder screen="partnerList" />;
}
