import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DateRange } from './date-range';
import { readListState, writeListState, type ListState } from './list-state';

/**
 * The list state in the address's query string (from, to, page and the filters; other parameters
 * are left as they are). A new page is a new history entry (back returns to the page before); a new
 * range or filter starts again at page 1.
 */
export function useListState<F extends string = never>(filterKeys: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  // The keys are compared by value (`key`), so a new array of the same keys reads nothing again.
  const key = filterKeys.join(',');
  const keys = useMemo(() => (key === '' ? [] : (key.split(',') as F[])), [key]);
  const state = useMemo(() => readListState(params, keys), [params, keys]);
  // the address's other parameters (a tab the list sits in, say) are the page's, and stay
  const go = useCallback(
    (next: ListState<F>, replace = false) =>
      setParams(
        (current) => {
          const written = writeListState(next);
          const owned = new Set<string>(['from', 'to', 'page', ...keys]);
          for (const [name, value] of current) if (!owned.has(name)) written.append(name, value);
          return written;
        },
        { replace },
      ),
    [setParams, keys],
  );
  return {
    state,
    setPage: (page: number) => go({ ...state, page }),
    setRange: (range: DateRange) => go({ ...state, range, page: 1 }),
    setFilter: (name: F, value: string) => go({ ...state, filters: { ...state.filters, [name]: value }, page: 1 }),
    /** Several filters at once (a group and the vendor within it), back to page 1; '' clears one. */
    setFilters: (values: Partial<Record<F, string>>) => go({ ...state, filters: { ...state.filters, ...values }, page: 1 }),
  };
}
