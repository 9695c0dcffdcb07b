// Calendar months as the statement counts them: `YYYY-MM`, Seoul months; the months the member can
// pick, the default period, and a month's name in the member's language.
import { localeOf } from '@forms/rules/format';

export type Month = string;

/** How many months back the period choice offers (this month included). */
export const MONTHS_OFFERED = 24;
/** The default period: the last six months, this one included. */
export const DEFAULT_MONTHS = 6;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isMonth = (value: string | null | undefined): value is Month => value != null && MONTH.test(value);

const seoulParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' });

/** This month in Seoul. */
export function seoulMonth(now: Date = new Date()): Month {
  const parts = seoulParts.formatToParts(now);
  const part = (type: 'year' | 'month') => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** `month` moved by `count` months (negative: back). */
export function addMonths(month: Month, count: number): Month {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months the member can pick, newest first. */
export function monthsOffered(current: Month = seoulMonth()): Month[] {
  return Array.from({ length: MONTHS_OFFERED }, (_, i) => addMonths(current, -i));
}

/** The period from the address when it is one the member could pick, else the last six months. */
export function periodOf(from: string | null, to: string | null, current: Month = seoulMonth()): { from: Month; to: Month } {
  const earliest = addMonths(current, 1 - MONTHS_OFFERED);
  const ok = (m: string | null): m is Month => isMonth(m) && m >= earliest && m <= current;
  if (ok(from) && ok(to) && from <= to) return { from, to };
  return { from: addMonths(current, 1 - DEFAULT_MONTHS), to: current };
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A month's name in the member's language: 2026년 11월, November 2026, tháng 11 năm 2026. */
export function formatMonth(month: Month, language: string): string {
  if (!isMonth(month)) return month;
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', year: 'numeric', month: 'long' });
    monthFormats.set(language, format);
  }
  const [y, m] = month.split('-').map(Number) as [number, number];
  return format.format(new Date(Date.UTC(y, m - 1, 15)));
}
