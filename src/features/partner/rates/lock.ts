// The one-day rate lock (docs/rules.md#states, docs/rules.md#constants): until when a change locks the rates, as the server's
// `YYYY-MM-DD HH:mm:ss` in Seoul time.
import { RECOMMENDER_RATE_LOCK_MS } from '@/config/constants';
import { isLocked } from '@forms/schemas/rate-adjust';

const SEOUL = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the server writes it (Seoul). */
export const serverTimeOf = (instant: Date): string => SEOUL.format(instant).replace('T', ' ');

/** Until when a change made now locks: the server's answer, or a day from now when it says none. */
export const lockAfterChange = (answered: string | null | undefined, now: Date = new Date()): string =>
  answered && isLocked(answered, now) ? answered : serverTimeOf(new Date(now.getTime() + RECOMMENDER_RATE_LOCK_MS));

/** The latest lock that still holds among those given, or null. */
export function activeLock(locks: readonly (string | null | undefined)[], now: Date = new Date()): string | null {
  const holding = locks.filter((l): l is string => isLocked(l, now));
  return holding.sort().at(-1) ?? null;
}
