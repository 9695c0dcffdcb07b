// The partner betting list's call: one page of the sub-members' bets, with the grid's order and the
// list's filters (vendor code, result, member) from the address in the request body.
import type { RequestBody } from '@/api/contract';
import { useContractGrid } from '@/kit/data-grid/use-contract-grid';
import { oneOf } from '@/kit/paged-list/list-body';

export const BETTING_LIST = '/api/partner/bettingList';
type Body = RequestBody<typeof BETTING_LIST>;

export const BETTING_FILTERS = ['vendor', 'result', 'search'] as const;
export type BettingFilter = (typeof BETTING_FILTERS)[number];

/** The results offered as a filter ("bet" is shown as pending, like "wait"). */
export const RESULTS = ['win', 'lose', 'draw', 'wait', 'cancel'] as const;
const SORT_FIELDS = ['regDate', 'memId', 'cash', 'winCash', 'revenue'] as const satisfies readonly NonNullable<Body['sortField']>[];

export const useBettingList = () =>
  useContractGrid(BETTING_LIST, {
    filters: BETTING_FILTERS,
    sortFields: SORT_FIELDS,
    period: true,
    search: 'search',
    body: (q, base): Body => {
      const vendorCode = q.filters.vendor; // a vendor code of /api/common/gameCodes
      const result = oneOf(RESULTS, q.filters.result);
      return { ...base, ...(vendorCode && { vendorCode }), ...(result && { result }) };
    },
  });
