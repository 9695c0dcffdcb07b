// Bank maintenance: withdrawals are refused from 23:30 to 00:30, Asia/Seoul (configurable).
// Both ends are minutes inside the window: 23:29 is open, 23:30 and 00:30 are closed, 00:31 is open.

export interface TimeWindow {
  /** `HH:mm`, the first closed minute. */
  readonly start: string;
  /** `HH:mm`, the last closed minute. */
  readonly end: string;
  readonly timeZone: string;
}

/** Withdrawals refused from 23:30 to 00:30 Seoul time (both ends closed minutes). */
export const BANK_MAINTENANCE: TimeWindow = { start: '23:30', end: '00:30', timeZone: 'Asia/Seoul' };

const toMinutes = (hhmm: string): number => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Minutes since midnight of the wall clock in the given time zone. */
export function wallClockMinutes(date: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  return part('hour') * 60 + part('minute');
}

export function isWithin(date: Date, window: TimeWindow): boolean {
  const now = wallClockMinutes(date, window.timeZone);
  const start = toMinutes(window.start);
  const end = toMinutes(window.end);
  return start <= end ? now >= start && now <= end : now >= start || now <= end;
}
