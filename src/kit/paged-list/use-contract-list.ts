// A list's declaration, its data half: the contract operation it reads, the filters it keeps and the
// body they make. It is the list's state (page, period, filters: in the address by default, or in the
// component for a list in a dialog) and the typed paged read of that state (usePagedList);
// <ContractList> shows it.
import type { PathParams } from '@/api/contract';
import type { DateRange } from './date-range';
import type { ListState } from './list-state';
import { useHeldListState, type ListStateHome } from './use-held-list-state';
import { usePagedList, type BodyOf, type PagedListOptions, type PagedPath, type PagedRead, type RowOf } from './use-paged-list';

export interface ContractListOptions<P extends PagedPath, F extends string> {
  /** The filters the list keeps besides page and period (?status=…). */
  readonly filters?: readonly F[];
  /** The request body of one page: from the page, rows per page, period and filters (list-body.ts). */
  readonly body: BodyOf<P, F>;
  /** The path's parameters (a board's type). */
  readonly params?: PathParams<P>;
  /** Whether to ask yet (a member's own list waits for the member). */
  readonly enabled?: boolean;
  /** Where the state is kept: the address (default) or the component ('local': a list in a dialog). */
  readonly state?: ListStateHome;
  /** A local list's first period (today by default). */
  readonly range?: DateRange;
  /** Read again every this many ms while shown (live prices), each answer counted fresh for no longer. */
  readonly refresh?: number;
}

/** What a list screen holds of its list: the state and its setters, and the paged read. */
export interface ContractListHandle<R, F extends string = string> {
  readonly state: ListState<F>;
  readonly setPage: (page: number) => void;
  readonly setRange: (range: DateRange) => void;
  readonly setFilter: (name: F, value: string) => void;
  readonly setFilters: (values: Partial<Record<F, string>>) => void;
  readonly read: PagedRead<R>;
}

/** The read's options of a declaration (only those it gives). */
export const readOptions = <P extends PagedPath>(o: Pick<ContractListOptions<P, never>, 'params' | 'enabled' | 'refresh'>) =>
  ({
    ...(o.params === undefined ? {} : { params: o.params }),
    ...(o.enabled === undefined ? {} : { enabled: o.enabled }),
    ...(o.refresh === undefined ? {} : { staleTime: 0, refetchInterval: o.refresh }),
  }) satisfies PagedListOptions<P>;

export function useContractList<P extends PagedPath, F extends string = never>(path: P, options: ContractListOptions<P, F>) {
  const held = useHeldListState<F>(options.filters, options.state, options.range);
  const read = usePagedList(path, options.body, held.state, readOptions(options));
  return { ...held, read } satisfies ContractListHandle<RowOf<P>, F>;
}
