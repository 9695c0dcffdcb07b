// The part of a grid's request body every contract list shares: the page, the rows per page, the
// period (when the list has one), the member search and the order, the order only when the server
// knows the field. Each list adds its own filters.
import type { PageQuery } from '@/kit/paged-list/use-paged-list';
import type { GridSort } from './grid-state';

export const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((v) => v === value);

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
  const body: GridBodyBase<S> = { page: q.page, count_per_list: q.count_per_list };
  if (options.period) {
    body.startDate = q.range.from;
    body.endDate = q.range.to;
  }
  const searchText = options.search ? q.filters[options.search]?.trim() : undefined;
  if (searchText) body.searchText = searchText;
  const sortField = oneOf(sortFields, sort?.field);
  if (sortField && sort) {
    body.sortField = sortField;
    body.sortDir = sort.dir;
  }
  return body;
}
