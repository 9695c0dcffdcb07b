import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Recommended and online members (/partner/partnerMemberList). Until the partner issue delivers it: its title and what will be there. */
export function PartnerMemberListPage() {
  return <ScreenPlaceholder screen="partnerMemberList" />;
}
