// A grid's state in the address: the list's page, date range and filters (useListState), and the
// server-side order as two more parameters (?sort=depositAmt&dir=asc). A new order starts again at
// page 1, as a new filter does.
import { useListState } from '@/kit/paged-list/use-list-state';

export type SortDir = 'asc' | 'desc';
export interface GridSort {
  /** The column's id, which is the contract's sortField. */
  field: string;
  dir: SortDir;
}

const SORT_KEYS = ['sort', 'dir'] as const;

export function useGridState<F extends string = never>(filterKeys: readonly F[] = []) {
  const keys = [...filterKeys, ...SORT_KEYS];
  const list = useListState<F | (typeof SORT_KEYS)[number]>(keys);
  const { sort: field, dir, ...filters } = list.state.filters;
  const sort: GridSort | null = field ? { field, dir: dir === 'asc' ? 'asc' : 'desc' } : null;
  return {
    ...list,
    /** Page, range and the list's own filters (the order is `sort`). */
    state: { ...list.state, filters: filters as Partial<Record<F, string>> },
    sort,
    setSort: (next: GridSort | null) =>
      list.setFilters({ sort: next?.field ?? '', dir: next?.dir ?? '' } as Partial<Record<F | 'sort' | 'dir', string>>),
  };
}
