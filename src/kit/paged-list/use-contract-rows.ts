// A list's declaration for an operation the server does not page (one answer holds every row of the
// period: a day-by-day summary): the same state as useContractList (period and filters in the
// address) and a read <ContractList> shows like any other, paged on the page (PagedList pages rows
// without a pageInfo itself); the CSV export is the rows at hand.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { contractQuery, type ContractData, type PostPath, type RequestBody } from '@/api/contract';
import type { ListState } from './list-state';
import { useHeldListState, type ListStateHome } from './use-held-list-state';
import type { PagedRead } from './use-paged-list';

/** The operations whose answer is a list of rows, not paged by the server. */
export type RowsPath = {
  [P in PostPath]: ContractData<P> extends { list: readonly unknown[]; pageInfo: unknown }
    ? never
    : ContractData<P> extends { list: readonly unknown[] }
      ? P
      : never;
}[PostPath];
/** One row of such an operation's list. */
export type RowsRowOf<P extends RowsPath> = ContractData<P> extends { list: readonly (infer R)[] } ? R : never;

export interface ContractRowsOptions<P extends RowsPath, F extends string> {
  readonly filters?: readonly F[];
  /** The request body from the period and filters (no page: the server sends every row). */
  readonly body: (state: ListState<F>) => RequestBody<P>;
  readonly state?: ListStateHome;
}

export function useContractRows<P extends RowsPath, F extends string = never>(path: P, options: ContractRowsOptions<P, F>) {
  const held = useHeldListState<F>(options.filters, options.state);
  const query = useQuery(contractQuery(path, options.body(held.state)));
  const data = query.data as ContractData<P> | undefined;
  const list = (data as { list: readonly RowsRowOf<P>[] } | undefined)?.list;
  const rows = useMemo<readonly RowsRowOf<P>[]>(() => list ?? [], [list]);
  const fetchAll = useCallback(async () => [...rows], [rows]);
  const paged: PagedRead<RowsRowOf<P>> = { query, rows, pageInfo: undefined, fetchAll };
  return { ...held, read: { ...paged, data } };
}
