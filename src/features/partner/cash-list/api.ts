// The partner cash list's call: one page of the sub-members' deposits and withdrawals, with the
// grid's order and the list's filters from the address in the request body.
import { useCallback } from 'react';
import type { RequestBody } from '@/api/contract';
import { gridBody, oneOf } from '@/kit/data-grid/grid-body';
import { type GridSort } from '@/kit/data-grid/grid-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import type { ListState } from '@/kit/paged-list/list-state';
import { CASH_STATES } from '@/lib/cash-state';

export const CASH_LIST = '/api/partner/cashList';
type Body = RequestBody<typeof CASH_LIST>;

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
] as const satisfies readonly NonNullable<Body['sortField']>[];

export function useCashList(state: ListState<CashFilter>, sort: GridSort | null) {
  const bodyOf = useCallback<BodyOf<typeof CASH_LIST, CashFilter>>(
    (q) => {
      const body: Body = gridBody(q, sort, SORT_FIELDS, { period: true, search: 'search' });
      const cashType = oneOf(CASH_TYPES, q.filters.type);
      const status = oneOf(CASH_STATUSES, q.filters.status);
      if (cashType) body.cashType = cashType;
      if (status) body.status = status;
      return body;
    },
    [sort],
  );
  return usePagedList(CASH_LIST, bodyOf, state);
}
