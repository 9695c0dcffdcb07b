// The partner's sub-members (/api/partner/members, the first 100: the contract's page maximum), to
// choose whom an action concerns (give, money move, rates).
import { usePartnerRead } from './partner-read';

const SUB_MEMBERS = { page: 1, count_per_list: 100 } as const;

/** The partner's sub-members (the first 100, the contract's page maximum), to choose whom an action concerns. */
export const useSubMemberList = () => usePartnerRead('/api/partner/members', SUB_MEMBERS);

/** The same, read only while `enabled` (the give form asks once a member is to be chosen). */
export const useSubMembers = (enabled: boolean) => usePartnerRead('/api/partner/members', SUB_MEMBERS, enabled);
