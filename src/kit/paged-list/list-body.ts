// The part of a list's request body every paged contract list shares: the page and the rows per
// page, and the period as the contract names it (startDate, endDate) for a list that has one. Each
// list adds its own filters.
import type { PageQuery } from './use-paged-list';

export interface PageBody {
  page: number;
  count_per_list: number;
}

export interface PeriodBody extends PageBody {
  startDate: string;
  endDate: string;
}

export const pageBody = <F extends string>(q: PageQuery<F>): PageBody => ({ page: q.page, count_per_list: q.count_per_list });

export const periodBody = <F extends string>(q: PageQuery<F>): PeriodBody => ({
  ...pageBody(q),
  startDate: q.range.from,
  endDate: q.range.to,
});

/** A value from the address when it is one the contract knows, else nothing (no filter). */
export const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | undefined => values.find((v) => v === value);

/** The fields that have a value (a filter not chosen is left out of the body). */
export const defined = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
