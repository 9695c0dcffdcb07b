// The partner betting list's call: one page of the sub-members' bets, with the grid's order and the
// list's filters (vendor code, result, member) from the address in the request body.
import { useContractGrid, type GridBodyOf, type SortFieldOf } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';

export const BETTING_LIST = '/api/partner/bettingList';

export const BETTING_FILTERS = ['vendor', 'result', 'search'] as const;
export type BettingFilter = (typeof BETTING_FILTERS)[number];

/** The results offered as a filter ("bet" is shown as pending, like "wait"). */
export const RESULTS = ['win', 'lose', 'draw', 'wait', 'cancel'] as const;
const SORT_FIELDS = ['regDate', 'memId', 'cash', 'winCash', 'revenue'] as const satisfies readonly SortFieldOf<typeof BETTING_LIST>[];

const body: GridBodyOf<typeof BETTING_LIST, BettingFilter, typeof SORT_FIELDS> = (q, base) => ({
  ...base,
  // a vendor code of /api/common/gameCodes
  ...defined({ vendorCode: q.filters.vendor, result: oneOf(RESULTS, q.filters.result) }),
});

export const useBettingList = () =>
  useContractGrid(BETTING_LIST, { filters: BETTING_FILTERS, sortFields: SORT_FIELDS, period: true, search: 'search', body });
