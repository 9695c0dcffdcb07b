// The sub-partner list's call: one page of the partner's sub-partners, with the grid's order and the
// list's filters (role, member) from the address in the request body.
import { useCallback } from 'react';
import type { RequestBody } from '@/api/contract';
import { gridBody, oneOf } from '@/kit/data-grid/grid-body';
import { type GridSort } from '@/kit/data-grid/grid-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import type { ListState } from '@/kit/paged-list/list-state';

export const PARTNER_LIST = '/api/partner/partnerList';
type Body = RequestBody<typeof PARTNER_LIST>;

export const PARTNER_FILTERS = ['role', 'search'] as const;
export type PartnerFilter = (typeof PARTNER_FILTERS)[number];

export const PARTNER_ROLES = ['PTN_1', 'PTN_2', 'PTN_3', 'PTN_4', 'PTN_5'] as const;
const SORT_FIELDS = ['memId', 'partnerType', 'cashAmt', 'joinDate', 'lastLoginDate'] as const satisfies readonly NonNullable<
  Body['sortField']
>[];

export function usePartnerList(state: ListState<PartnerFilter>, sort: GridSort | null) {
  const bodyOf = useCallback<BodyOf<typeof PARTNER_LIST, PartnerFilter>>(
    (q) => {
      const body: Body = gridBody(q, sort, SORT_FIELDS, { period: false, search: 'search' });
      const partnerType = oneOf(PARTNER_ROLES, q.filters.role);
      if (partnerType) body.partnerType = partnerType;
      return body;
    },
    [sort],
  );
  return usePagedList(PARTNER_LIST, bodyOf, state);
}
