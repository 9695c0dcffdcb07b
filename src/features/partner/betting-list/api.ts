// The partner betting list's call: one page of the sub-members' bets, with the grid's order and the
// list's filters (vendor, result, member) from the address in the request body.
import { useCallback } from 'react';
import type { RequestBody } from '@/api/contract';
import { gridBody, oneOf, type GridSort } from '@/resources/data-grid';
import { usePagedList, type BodyOf } from '@/resources/paged-list';
import type { ListState } from '@/resources/paged-list/list-state';

export const BETTING_LIST = '/api/partner/bettingList';
type Body = RequestBody<typeof BETTING_LIST>;

export const BETTING_FILTERS = ['vendor', 'result', 'search'] as const;
export type BettingFilter = (typeof BETTING_FILTERS)[number];

/** The vendors a partner filters by (their codes as /api/common/gameGroupCodes names them). */
export const VENDORS = ['evolution', 'pragmatic', 'dreamgaming', 'asiagaming', 'habanero', 'sport', 'powerball'] as const;
/** The results offered as a filter ("bet" is shown as pending, like "wait"). */
export const RESULTS = ['win', 'lose', 'draw', 'wait', 'cancel'] as const;
const SORT_FIELDS = ['regDate', 'memId', 'cash', 'winCash', 'revenue'] as const satisfies readonly NonNullable<Body['sortField']>[];

export function useBettingList(state: ListState<BettingFilter>, sort: GridSort | null) {
  const bodyOf = useCallback<BodyOf<typeof BETTING_LIST, BettingFilter>>(
    (q) => {
      const body: Body = gridBody(q, sort, SORT_FIELDS, { period: true, search: 'search' });
      const vendorCode = oneOf(VENDORS, q.filters.vendor);
      const result = oneOf(RESULTS, q.filters.result);
      if (vendorCode) body.vendorCode = vendorCode;
      if (result) body.result = result;
      return body;
    },
    [sort],
  );
  return usePagedList(BETTING_LIST, bodyOf, state);
}
