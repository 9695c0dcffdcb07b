// The partner betting list's call: one page of the sub-members' bets, with the grid's order and the
// list's filters (vendor code, result, member) from the address in the request body.
import { useCallback } from 'react';
import type { RequestBody } from '@/api/contract';
import { gridBody, oneOf } from '@/kit/data-grid/grid-body';
import { type GridSort } from '@/kit/data-grid/grid-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import type { ListState } from '@/kit/paged-list/list-state';

export const BETTING_LIST = '/api/partner/bettingList';
type Body = RequestBody<typeof BETTING_LIST>;

export const BETTING_FILTERS = ['vendor', 'result', 'search'] as const;
export type BettingFilter = (typeof BETTING_FILTERS)[number];

/** The results offered as a filter ("bet" is shown as pending, like "wait"). */
export const RESULTS = ['win', 'lose', 'draw', 'wait', 'cancel'] as const;
const SORT_FIELDS = ['regDate', 'memId', 'cash', 'winCash', 'revenue'] as const satisfies readonly NonNullable<Body['sortField']>[];

export function useBettingList(state: ListState<BettingFilter>, sort: GridSort | null) {
  const bodyOf = useCallback<BodyOf<typeof BETTING_LIST, BettingFilter>>(
    (q) => {
      const body: Body = gridBody(q, sort, SORT_FIELDS, { period: true, search: 'search' });
      const vendorCode = q.filters.vendor; // a vendor code of /api/common/gameCodes
      const result = oneOf(RESULTS, q.filters.result);
      if (vendorCode) body.vendorCode = vendorCode;
      if (result) body.result = result;
      return body;
    },
    [sort],
  );
  return usePagedList(BETTING_LIST, bodyOf, state);
}
