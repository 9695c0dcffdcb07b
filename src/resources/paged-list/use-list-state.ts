import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DateRange } from './date-range';
import { readListState, writeListState, type ListState } from './list-state';

/**
 * The list state in the address's query string. A new page is a new history entry (back returns to
 * the page before); a new range or filter starts again at page 1.
 */
export function useListState<F extends string = never>(filterKeys: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const key = filterKeys.join(',');
  // The keys are compared by value (`key`), so a new array of the same keys reads nothing again.
  const state = useMemo(() => readListState(params, filterKeys), [params, key]);
  const go = useCallback((next: ListState<F>, replace = false) => setParams(writeListState(next), { replace }), [setParams]);
  return {
    state,
    setPage: (page: number) => go({ ...state, page }),
    setRange: (range: DateRange) => go({ ...state, range, page: 1 }),
    setFilter: (name: F, value: string) => go({ ...state, filters: { ...state.filters, [name]: value }, page: 1 }),
  };
}
