// When the reality check is next due. Reminders fall on the login's own rhythm: login + k × interval
// (k = 1, 2, …). The member's last answer is kept in the browser's storage with the login it
// answered, so a reload or another tab of the same session knows the reminder was answered; the next
// one is the first boundary after that answer (never a burst of them after a long absence).

/** The browser's storage as far as the schedule needs it (window.localStorage, or a test's map). */
export type ScheduleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The storage key: one entry per member, naming the login it belongs to. */
export const scheduleKey = (memId: string): string => `winner_reality:${memId}`;

/** The first reminder after `answeredAt` (or after the login itself), in epoch ms. */
export function nextDue(loginAt: number, intervalMs: number, answeredAt?: number | null): number {
  const from = Math.max(loginAt, answeredAt ?? loginAt);
  return loginAt + (Math.floor((from - loginAt) / intervalMs) + 1) * intervalMs;
}

/** When the member last answered a reminder of this login (epoch ms), or null (none, or another login's). */
export function readAnswered(storage: ScheduleStorage | undefined, memId: string, loginAt: string): number | null {
  try {
    const raw = storage?.getItem(scheduleKey(memId));
    const entry = raw ? (JSON.parse(raw) as { loginAt?: unknown; answeredAt?: unknown }) : null;
    return entry?.loginAt === loginAt && typeof entry.answeredAt === 'number' ? entry.answeredAt : null;
  } catch {
    return null;
  }
}

/** Remembers the answer to this login's reminder (replacing any earlier login's). */
export function writeAnswered(storage: ScheduleStorage | undefined, memId: string, loginAt: string, answeredAt: number): void {
  try {
    storage?.setItem(scheduleKey(memId), JSON.stringify({ loginAt, answeredAt }));
  } catch {
    // storage full or refused (private mode): the reminder still shows; only a reload forgets the answer
  }
}
