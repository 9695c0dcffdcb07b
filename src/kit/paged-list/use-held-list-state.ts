// Where a list keeps its state (page, period, filters): in the address (the default: reload, back
// and a shared link keep it) or, for a list inside a dialog or a part that is not the page, in the
// component ('local': it starts again at page 1 each time it mounts).
import { useState } from 'react';
import { presetRange, type DateRange } from './date-range';
import type { ListState } from './list-state';
import { useListState } from './use-list-state';

export type ListStateHome = 'address' | 'local';

function useLocalListState<F extends string>(range: DateRange | undefined) {
  const [state, setState] = useState<ListState<F>>(() => ({ page: 1, range: range ?? presetRange('today'), filters: {} }));
  return {
    state,
    setPage: (page: number) => setState((now) => ({ ...now, page })),
    setRange: (next: DateRange) => setState((now) => ({ ...now, range: next, page: 1 })),
    setFilter: (name: F, value: string) => setState((now) => ({ ...now, filters: { ...now.filters, [name]: value }, page: 1 })),
    setFilters: (values: Partial<Record<F, string>>) => setState((now) => ({ ...now, filters: { ...now.filters, ...values }, page: 1 })),
  };
}

/** The list's state where the declaration keeps it; `range` is a local list's first period (today by default). */
export function useHeldListState<F extends string>(filters: readonly F[] | undefined, home: ListStateHome = 'address', range?: DateRange) {
  // both are always called (hooks keep their order); the declaration's home says which one is used
  const address = useListState<F>(filters);
  const local = useLocalListState<F>(range);
  return home === 'local' ? local : address;
}
