// The recommended members' calls: every recommended member (members) or those online now
// (onlineMembers), one page, with the grid's order and the list's filters (role, member).
import type { RequestBody } from '@/api/contract';
import type { GridBodyBase } from '@/kit/data-grid/grid-body';
import { useContractGrid } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';
import type { PageQuery } from '@/kit/paged-list/use-paged-list';

export const MEMBER_LISTS = { all: '/api/partner/members', online: '/api/partner/onlineMembers' } as const;
export type MemberView = keyof typeof MEMBER_LISTS;
type Path = (typeof MEMBER_LISTS)[MemberView];
type Body = RequestBody<Path>;

export const MEMBER_FILTERS = ['view', 'role', 'search'] as const;
export type MemberFilter = (typeof MEMBER_FILTERS)[number];

export const MEMBER_ROLES = ['NORMAL', 'PTN_1', 'PTN_2', 'PTN_3', 'PTN_4', 'PTN_5'] as const;
const SORT_FIELDS = ['memId', 'partnerType', 'cashAmt', 'joinDate', 'lastLoginDate'] as const satisfies readonly NonNullable<
  Body['sortField']
>[];

export const memberView = (value: string | undefined): MemberView => (value === 'online' ? 'online' : 'all');

const body = (q: PageQuery<MemberFilter>, base: GridBodyBase<(typeof SORT_FIELDS)[number]>): Body => ({
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
