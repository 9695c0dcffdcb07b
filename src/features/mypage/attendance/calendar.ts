// The month calendar of the attendance screen, as pure data: weeks of days (Sunday first, as Korean
// calendars are), the Seoul month and day of a moment, the month before or after, and the next streak
// reward a member is heading for.

export type Month = string; // YYYY-MM

const MONTH = /^(\d{4})-(\d{2})$/;
const seoulDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

export const isMonth = (value: string | null | undefined): value is Month => {
  const match = MONTH.exec(value ?? '');
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
};

/** The Seoul date of a moment: { month: 'YYYY-MM', day }. */
export function seoulNow(now: Date = new Date()): { month: Month; day: number } {
  const iso = seoulDate.format(now); // YYYY-MM-DD
  return { month: iso.slice(0, 7), day: Number(iso.slice(8, 10)) };
}

const parts = (month: Month): [number, number] => [Number(month.slice(0, 4)), Number(month.slice(5, 7))];

export function daysIn(month: Month): number {
  const [year, m] = parts(month);
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The month `delta` months after (negative: before). */
export function shiftMonth(month: Month, delta: number): Month {
  const [year, m] = parts(month);
  const date = new Date(Date.UTC(year, m - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month's weeks, Sunday to Saturday; days outside the month are null. */
export function monthWeeks(month: Month): (number | null)[][] {
  const [year, m] = parts(month);
  const first = new Date(Date.UTC(year, m - 1, 1)).getUTCDay();
  const cells: (number | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length: daysIn(month) }, (_, i) => i + 1)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (number | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** A date of the month as a Date at Seoul noon (for Intl formatting). */
export const dateOf = (month: Month, day: number): Date => {
  const [year, m] = parts(month);
  return new Date(Date.UTC(year, m - 1, day, 3));
};

export interface StreakReward {
  days: number;
  points: number;
}

/**
 * The next streak reward still ahead: the smallest rule longer than the days in a row so far, with
 * how many more days it needs (counting today when today is not checked yet); null when none is left.
 */
export function nextStreakReward(
  consecutiveDays: number,
  rules: readonly StreakReward[] | undefined,
): (StreakReward & { remaining: number }) | null {
  const ahead = [...(rules ?? [])].sort((a, b) => a.days - b.days).find((rule) => rule.days > consecutiveDays);
  return ahead ? { ...ahead, remaining: ahead.days - consecutiveDays } : null;
}
