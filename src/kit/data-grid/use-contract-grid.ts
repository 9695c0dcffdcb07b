// A server grid's declaration, its data half: the contract operation (or the one the filters pick),
// the filters the address keeps, the fields the server orders by, whether the list has a period and a
// member search, and the body (the shared part, gridBody, plus the list's own filters). It is the
// grid's state in the address (useGridState: page, period, filters, order) and the typed paged read.
import type { RequestBody } from '@/api/contract';
import type { ListState } from '@/kit/paged-list/list-state';
import { usePagedList, type PagedPath, type PageQuery } from '@/kit/paged-list/use-paged-list';
import { gridBody, type GridBodyBase } from './grid-body';
import { useGridState } from './grid-state';

/** The fields an operation's server orders by (its body's sortField): a grid's sortFields are checked against it. */
export type SortFieldOf<P extends PagedPath> = RequestBody<P> extends { sortField?: infer S } ? NonNullable<S> : never;

/** A grid's request body: from the list's state and the shared part (page, period, search, order: gridBody). */
export type GridBodyOf<P extends PagedPath, F extends string, S extends readonly string[]> = (
  q: PageQuery<F>,
  base: GridBodyBase<S[number]>,
) => RequestBody<P>;

export interface ContractGridOptions<P extends PagedPath, F extends string, S extends string> {
  readonly filters: readonly F[];
  /** The columns the server orders by (their ids are the contract's sortField). */
  readonly sortFields: readonly S[];
  /** Whether the list has a period (the date range filter; the body's startDate and endDate). */
  readonly period: boolean;
  /** The member search's filter; without it, no search. */
  readonly search?: F;
  /** The request body: the shared part (page, period, search, order) and the list's own filters. */
  readonly body: (q: PageQuery<F>, base: GridBodyBase<S>) => RequestBody<P>;
}

export function useContractGrid<P extends PagedPath, F extends string, S extends string>(
  path: P | ((state: ListState<F>) => P),
  options: ContractGridOptions<P, F, S>,
) {
  const { filters, sortFields, period, search, body } = options;
  const grid = useGridState<F>(filters);
  const { sort } = grid;
  const read = usePagedList(
    typeof path === 'function' ? path(grid.state) : path,
    (q: PageQuery<F>) => body(q, gridBody(q, sort, sortFields, { period, ...(search === undefined ? {} : { search }) })),
    grid.state,
  );
  return { ...grid, read, period, search };
}

/** What a grid screen holds of its grid (useContractGrid). */
export type ContractGridHandle<P extends PagedPath, F extends string, S extends string = string> = ReturnType<
  typeof useContractGrid<P, F, S>
>;
