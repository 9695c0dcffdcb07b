// The partner cash list's call: one page of the sub-members' deposits and withdrawals, with the
// grid's order and the list's filters from the address in the request body.
import { useContractGrid, type GridBodyOf, type SortFieldOf } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';
import { CASH_STATES } from '@/lib/cash-state';

export const CASH_LIST = '/api/partner/cashList';

/** The list's filters as the address names them. */
export const CASH_FILTERS = ['type', 'status', 'search'] as const;
export type CashFilter = (typeof CASH_FILTERS)[number];

export const CASH_TYPES = ['in', 'out'] as const;
/** The states the list filters by: every cash request state, the shared list's order. */
export const CASH_STATUSES = CASH_STATES;
const SORT_FIELDS = [
  'applyDate',
  'memId',
  'depositAmt',
  'bonusAmt',
  'withdrawAmt',
  'processDate',
  'status',
] as const satisfies readonly SortFieldOf<typeof CASH_LIST>[];

const body: GridBodyOf<typeof CASH_LIST, CashFilter, typeof SORT_FIELDS> = (q, base) => ({
  ...base,
  ...defined({ cashType: oneOf(CASH_TYPES, q.filters.type), status: oneOf(CASH_STATUSES, q.filters.status) }),
});

export const useCashList = () =>
  useContractGrid(CASH_LIST, { filters: CASH_FILTERS, sortFields: SORT_FIELDS, period: true, search: 'search', body });
