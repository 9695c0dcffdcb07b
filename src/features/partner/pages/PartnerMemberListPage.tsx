import { MemberListScreen } from '../member-list/MemberListScreen';

/** Recommended and online members (/partner/partnerMemberList), in the partner layout. */
export function PartnerMemberListPage() {
  return <MemberListScreen />;
}
