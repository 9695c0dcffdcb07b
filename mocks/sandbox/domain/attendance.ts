// Attendance (check-ins, one per Seoul day) and its reward rule, kept in the settings table under
// `attendanceRewards` (the console's POST /__sandbox/settings/attendanceRewards changes it).
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoul } from '../clock';
import type { Q } from '../db/open';
import { attendance, settings } from '../db/schema';

type AttendanceData = components['schemas']['AttendanceData'];

export const ATTENDANCE_KEY = 'attendanceRewards';

export interface AttendanceRewards {
  /** Points one check-in gives; 0 when check-ins give nothing. */
  rewardPoints: number;
  /** Extra points on the check-in that makes so many days in a row. */
  streakRewards: { days: number; points: number }[];
}

export const ATTENDANCE_DEFAULT: AttendanceRewards = {
  rewardPoints: 1_000,
  streakRewards: [
    { days: 7, points: 5_000 },
    { days: 15, points: 15_000 },
    { days: 30, points: 50_000 },
  ],
};

export async function attendanceRewards(q: Q): Promise<AttendanceRewards> {
  const rows = await q.select().from(settings).where(eq(settings.key, ATTENDANCE_KEY));
  return (rows[0]?.value as AttendanceRewards | undefined) ?? structuredClone(ATTENDANCE_DEFAULT);
}

/** A Seoul day `days` before `day` (both `YYYY-MM-DD`). */
export const dayBefore = (day: string, days = 1): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The first day of the month after `month` (`YYYY-MM` → `YYYY-MM-DD`). */
const nextMonth = (month: string): string => {
  const [y = 0, m = 1] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};

/** The member's attendance in `month` (default: the month of now) as the contract answers it. */
export async function attendanceView(q: Q, memId: string, now: Date, month?: string): Promise<AttendanceData> {
  const today = seoul(now).date;
  const answered = month ?? today.slice(0, 7);
  const inMonth = await q
    .select({ day: attendance.day })
    .from(attendance)
    .where(and(eq(attendance.memId, memId), gte(attendance.day, `${answered}-01`), lt(attendance.day, nextMonth(answered))));
  const all = await q.select({ day: attendance.day }).from(attendance).where(eq(attendance.memId, memId)).orderBy(desc(attendance.day));
  const days = new Set(all.map((r) => r.day));
  const checkedToday = days.has(today);
  let consecutiveDays = 0;
  for (let d = checkedToday ? today : dayBefore(today); days.has(d); d = dayBefore(d)) consecutiveDays++;
  const rule = await attendanceRewards(q);
  return {
    month: answered,
    checkedDays: inMonth.map((r) => Number(r.day.slice(8, 10))).sort((a, b) => a - b),
    consecutiveDays,
    checkedToday,
    ...(rule.rewardPoints > 0 ? { rewardPoints: rule.rewardPoints } : {}),
    ...(rule.streakRewards.length ? { streakRewards: rule.streakRewards } : {}),
  };
}
