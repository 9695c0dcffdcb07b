// A list's declaration, its data half: the contract operation it reads, the filters the address
// keeps and the body they make. It is the address's state (useListState: page, period, filters) and
// the typed paged read of that state (usePagedList); <ContractList> shows it.
import type { PathParams } from '@/api/contract';
import type { DateRange } from './date-range';
import type { ListState } from './list-state';
import { useListState } from './use-list-state';
import { usePagedList, type BodyOf, type PagedPath, type PagedRead, type RowOf } from './use-paged-list';

export interface ContractListOptions<P extends PagedPath, F extends string> {
  /** The filters the address keeps besides page and period (?status=…). */
  readonly filters?: readonly F[];
  /** The request body of one page: from the page, rows per page, period and filters (list-body.ts). */
  readonly body: BodyOf<P, F>;
  /** The path's parameters (a board's type). */
  readonly params?: PathParams<P>;
  /** Whether to ask yet (a member's own list waits for the member). */
  readonly enabled?: boolean;
}

/** What a list screen holds of its list: the address's state and its setters, and the paged read. */
export interface ContractListHandle<R, F extends string = string> {
  readonly state: ListState<F>;
  readonly setPage: (page: number) => void;
  readonly setRange: (range: DateRange) => void;
  readonly setFilter: (name: F, value: string) => void;
  readonly setFilters: (values: Partial<Record<F, string>>) => void;
  readonly read: PagedRead<R>;
}

export function useContractList<P extends PagedPath, F extends string = never>(path: P, options: ContractListOptions<P, F>) {
  const { filters, body, params, enabled } = options;
  const address = useListState<F>(filters);
  const read = usePagedList(path, body, address.state, {
    ...(params === undefined ? {} : { params }),
    ...(enabled === undefined ? {} : { enabled }),
  });
  return { ...address, read } satisfies ContractListHandle<RowOf<P>, F>;
}
