// The part of a grid's request body every contract list shares: the page, the rows per page, the
// period (when the list has one), the member search and the order, the order only when the server
// knows the field. Each list adds its own filters.
import { oneOf, pageBody, periodBody } from '@/kit/paged-list/list-body';
import type { PageQuery } from '@/kit/paged-list/use-paged-list';
import type { GridSort } from './grid-state';

export interface GridBodyBase<S extends string> {
  page: number;
  count_per_list: number;
  startDate?: string;
  endDate?: string;
  searchText?: string;
  sortField?: S;
  sortDir?: 'asc' | 'desc';
}

export function gridBody<F extends string, S extends string>(
  q: PageQuery<F>,
  sort: GridSort | null,
  sortFields: readonly S[],
  options: { period: boolean; search?: F },
): GridBodyBase<S> {
  const body: GridBodyBase<S> = options.period ? periodBody(q) : pageBody(q);
  const searchText = options.search ? q.filters[options.search]?.trim() : undefined;
  if (searchText) body.searchText = searchText;
  const sortField = oneOf(sortFields, sort?.field);
  if (sortField && sort) {
    body.sortField = sortField;
    body.sortDir = sort.dir;
  }
  return body;
}
