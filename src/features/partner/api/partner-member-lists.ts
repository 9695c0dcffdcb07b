// The recommended members' calls: every recommended member (members) or those online now
// (onlineMembers), one page, with the grid's order and the list's filters (role, member).
import { useContractGrid, type GridBodyOf, type SortFieldOf } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';

export const MEMBER_LISTS = { all: '/api/partner/members', online: '/api/partner/onlineMembers' } as const;
export type MemberView = keyof typeof MEMBER_LISTS;
type Path = (typeof MEMBER_LISTS)[MemberView];

export const MEMBER_FILTERS = ['view', 'role', 'search'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const MEMBER_ROLES = ['NORMAL', 'PTN_1', 'PTN_2', 'PTN_3', 'PTN_4', 'PTN_5'] as const;
const SORT_FIELDS = ['memId', 'partnerType', 'cashAmt', 'joinDate', 'lastLoginDate'] as const satisfies readonly SortFieldOf<Path>[];

export const memberView = (value: string | undefined): MemberView => (value === 'online' ? 'online' : 'all');

const body: GridBodyOf<Path, MemberFilter, typeof SORT_FIELDS> = (q, base) => ({
  ...base,
  ...defined({ partnerType: oneOf(MEMBER_ROLES, q.filters.role) }),
});

export const useMemberList = () =>
  useContractGrid((state) => MEMBER_LISTS[memberView(state.filters.view)], {
    filters: MEMBER_FILTERS,
    sortFields: SORT_FIELDS,
    period: false,
    search: 'search',
    body,
  });
