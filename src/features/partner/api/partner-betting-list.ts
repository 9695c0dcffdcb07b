// The partner betting list's call: one page of the sub-members' bets, with the grid's order and the
// list's filters (vendor code, result, member) from the address in the request body.
import type { RequestBody } from '@/api/contract';
import type { GridBodyBase } from '@/kit/data-grid/grid-body';
import { useContractGrid } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';
import type { PageQuery } from '@/kit/paged-list/use-paged-list';

export const BETTING_LIST = '/api/partner/bettingList';
type Body = RequestBody<typeof BETTING_LIST>;

export const BETTING_FILTERS = ['vendor', 'result', 'search'] as const;
export type BettingFilter = (typeof BETTING_FILTERS)[number];

/** The results offered as a filter ("bet" is shown as pending, like "wait"). */
export const RESULTS = ['win', 'lose', 'draw', 'wait', 'cancel'] as const;
const SORT_FIELDS = ['regDate', 'memId', 'cash', 'winCash', 'revenue'] as const satisfies readonly NonNullable<Body['sortField']>[];

const body = (q: PageQuery<BettingFilter>, base: GridBodyBase<(typeof SORT_FIELDS)[number]>): Body => ({
  ...base,
  // a vendor code of /api/common/gameCodes
  ...defined({ vendorCode: q.filters.vendor, result: oneOf(RESULTS, q.filters.result) }),
});

export const useBettingList = () =>
  useContractGrid(BETTING_LIST, { filters: BETTING_FILTERS, sortFields: SORT_FIELDS, period: true, search: 'search', body });
