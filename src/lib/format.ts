// Numbers and dates as members read them (docs/rules.md#constants: thousands-separated; dates localized, Seoul time).
// Numbers and money are formatted by the forms' rules: import them from forms/rules/format.ts itself,
// the same for fields, messages and screens; this file holds the dates and the odds.
import { localeOf } from '@forms/rules/format';

const serverTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A server time `YYYY-MM-DD HH:mm:ss` (Asia/Seoul) as a Date, or undefined when it is not one. */
export function serverTimeDate(value: string): Date | undefined {
  const date = new Date(value.replace(' ', 'T') + '+09:00');
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A server time `YYYY-MM-DD HH:mm:ss` (Asia/Seoul) shown in the member's locale, still Seoul time. */
export function formatServerTime(value: string, language: string): string {
  const date = serverTimeDate(value);
  if (!date) return value;
  let format = serverTimeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23: midnight reads 00:00 (hour12: false reads it "24:00" in some locales)
      hourCycle: 'h23',
    });
    serverTimeFormats.set(language, format); // made once per language: a list formats many
  }
  return format.format(date);
}

const serverDateFormats = new Map<string, Intl.DateTimeFormat>();

/** A server date `YYYY-MM-DD` (a Seoul day) shown in the member's locale. */
export function formatServerDate(value: string, language: string): string {
  const date = new Date(`${value}T12:00:00+09:00`);
  if (Number.isNaN(date.getTime())) return value;
  let format = serverDateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOf(language), { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });
    serverDateFormats.set(language, format);
  }
  return format.format(date);
}

/** Odds as every screen shows them: always two decimals (1.8 → "1.80", 2 → "2.00"). */
export const formatOdds = (odds: number): string => odds.toFixed(2);
