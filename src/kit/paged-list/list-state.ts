// A list's state (page, date range, filters) read from and written to the address's query string,
// so a reload, the back button and a shared link keep it: ?page=2&from=2026-11-01&to=2026-11-22&<filter>=…
import { isIsoDate, presetRange, seoulToday, type DateRange } from './date-range';

export interface ListState<F extends string = string> {
  page: number;
  range: DateRange;
  filters: Partial<Record<F, string>>;
}

/** The state an address says; what it leaves out is the default (page 1, today, no filter). */
export function readListState<F extends string>(params: URLSearchParams, filterKeys: readonly F[], today = seoulToday()): ListState<F> {
  const page = Number(params.get('page'));
  const from = params.get('from');
  const to = params.get('to');
  const range = isIsoDate(from) && isIsoDate(to) && from <= to ? { from, to } : presetRange('today', today);
  const filters: Partial<Record<F, string>> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, range, filters };
}

/** The query string of a state (page 1 and today's range are left out). */
export function writeListState<F extends string>(state: ListState<F>, today = seoulToday()): URLSearchParams {
  const params = new URLSearchParams();
  const todays = presetRange('today', today);
  if (state.range.from !== todays.from || state.range.to !== todays.to) {
    params.set('from', state.range.from);
    params.set('to', state.range.to);
  }
  for (const [key, value] of Object.entries(state.filters) as [F, string | undefined][]) if (value) params.set(key, value);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
