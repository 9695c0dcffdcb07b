// The partner cash list's call: one page of the sub-members' deposits and withdrawals, with the
// grid's order and the list's filters from the address in the request body.
import { useCallback } from 'react';
import type { RequestBody } from '@/api/contract';
import type { GridSort } from '@/resources/data-grid';
import { usePagedList, type BodyOf } from '@/resources/paged-list';
import type { ListState } from '@/resources/paged-list/list-state';

export const CASH_LIST = '/api/partner/cashList';
type Body = RequestBody<typeof CASH_LIST>;

/** The list's filters as the address names them. */
export const CASH_FILTERS = ['type', 'status', 'search'] as const;
export type CashFilter = (typeof CASH_FILTERS)[number];

export const CASH_TYPES = ['in', 'out'] as const;
export const CASH_STATUSES = ['0', '2', '1', '-1'] as const;
const SORT_FIELDS = ['applyDate', 'memId', 'depositAmt', 'bonusAmt', 'withdrawAmt', 'processDate', 'status'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((v) => v === value);

export function useCashList(state: ListState<CashFilter>, sort: GridSort | null) {
  const sortField = oneOf(SORT_FIELDS, sort?.field);
  const sortDir = sort?.dir;
  const bodyOf = useCallback<BodyOf<typeof CASH_LIST, CashFilter>>(
    (q) => {
      const body: Body = { page: q.page, count_per_list: q.count_per_list, startDate: q.range.from, endDate: q.range.to };
      const cashType = oneOf(CASH_TYPES, q.filters.type);
      const status = oneOf(CASH_STATUSES, q.filters.status);
      const searchText = q.filters.search?.trim();
      if (cashType) body.cashType = cashType;
      if (status) body.status = status;
      if (searchText) body.searchText = searchText;
      if (sortField && sortDir) {
        body.sortField = sortField;
        body.sortDir = sortDir;
      }
      return body;
    },
    [sortField, sortDir],
  );
  return usePagedList(CASH_LIST, bodyOf, state);
}
