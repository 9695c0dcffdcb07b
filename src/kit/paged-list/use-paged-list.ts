// The paged read of any contract operation that answers { list, pageInfo }: its query options come
// from contractQuery (the key is [path, body], never written by hand); the state comes from the
// address (useListState). The previous page stays on screen while the next one loads.
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contractQuery, type ContractData, type ContractQueryOptions, type PostPath, type RequestBody } from '@/api/contract';
import type { ListState } from './list-state';

export interface PageInfo {
  page: number;
  count_per_list: number;
  tatal_list_count: number; // sic: the server's spelling
}

/** The operations whose answer is one page of a list. */
export type PagedPath = {
  [P in PostPath]: ContractData<P> extends { list: readonly unknown[]; pageInfo: PageInfo } ? P : never;
}[PostPath];
/** One row of a paged operation's list. */
export type RowOf<P extends PagedPath> = ContractData<P> extends { list: readonly (infer R)[] } ? R : never;

/** What a list shows of a paged read: its query's states, the page's rows, the page info and every row (CSV). */
export interface PagedRead<R> {
  readonly query: Pick<UseQueryResult, 'isPending' | 'isError' | 'error' | 'isFetching' | 'refetch'>;
  readonly rows: readonly R[];
  readonly pageInfo: PageInfo | undefined;
  readonly fetchAll: () => Promise<R[]>;
}

/** Rows per page: one rule for every list (the contract's default). */
export const COUNT_PER_LIST = 10;

export interface PageQuery<F extends string> extends ListState<F> {
  count_per_list: number;
}

/** How a list asks for one page: its body from the page, range and filters. */
export type BodyOf<P extends PagedPath, F extends string> = (query: PageQuery<F>) => RequestBody<P>;

export const pageCount = (info: PageInfo): number => Math.max(1, Math.ceil(info.tatal_list_count / Math.max(1, info.count_per_list)));

/**
 * Where the read goes besides its body: the path's parameters (a board's type), whether to ask yet,
 * and how often it is read again (a board of live prices).
 */
export type PagedListOptions<P extends PagedPath> = Pick<ContractQueryOptions<P>, 'params' | 'enabled' | 'staleTime' | 'refetchInterval'>;

export function usePagedList<P extends PagedPath, F extends string>(
  path: P,
  bodyOf: BodyOf<P, F>,
  state: ListState<F>,
  options: PagedListOptions<P> = {},
) {
  const query = useQuery({
    ...contractQuery(path, bodyOf({ ...state, count_per_list: COUNT_PER_LIST }), options),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const data = query.data as ContractData<P> | undefined;
  const pageInfo = (data as { pageInfo: PageInfo } | undefined)?.pageInfo;
  const rows = ((data as { list: readonly RowOf<P>[] } | undefined)?.list ?? []) as readonly RowOf<P>[];

  /** Every row of the current range and filters, page after page (for an export). */
  const fetchAll = useCallback(async (): Promise<RowOf<P>[]> => {
    const all: RowOf<P>[] = [];
    for (let page = 1, pages = 1; page <= pages; page++) {
      const answer = (await queryClient.fetchQuery(
        contractQuery(path, bodyOf({ ...state, page, count_per_list: COUNT_PER_LIST }), options),
      )) as {
        list: readonly RowOf<P>[];
        pageInfo: PageInfo;
      };
      all.push(...answer.list);
      pages = pageCount(answer.pageInfo);
    }
    return all;
  }, [queryClient, path, bodyOf, state, options]);

  return { query, data, rows, pageInfo, fetchAll };
}
