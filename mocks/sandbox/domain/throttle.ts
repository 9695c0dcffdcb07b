// The login throttle (docs/rules.md#login-throttling): failed passwords and two-step codes are counted
// per id typed (known or not) and per address, on the sandbox clock, in the database (so a lockout
// holds across restarts). Too many in the window locks the id (or the address) for LOCK_MS after the
// last one: every login meanwhile answers LX12 with the end, even with the right password.
import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { loginAttempts, loginFailures } from '../db/schema';

/** The window failures are counted in. */
export const FAILURE_WINDOW_MS = 15 * 60_000;
/** How long a lockout lasts after the failure that reached the limit. */
export const LOCK_MS = 15 * 60_000;
/** Failures on one id within the window that lock it. */
export const MEMBER_FAILURE_LIMIT = 5;
/** Failures from one address within the window (on any ids) that lock it: shared addresses get a larger budget. */
export const ADDRESS_FAILURE_LIMIT = 20;

/** Who tried: the id as typed and the client's address. */
export interface Attempter {
  memId: string;
  ip: string;
}

/** The end of the lockout of the failures `where` picks since `since`, or undefined when they do not lock. */
async function lockEnd(q: Q, where: SQL, since: Date, limit: number, now: Date): Promise<Date | undefined> {
  const recent = await q
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.at, since)))
    .orderBy(desc(loginFailures.at))
    .limit(limit);
  const last = recent[0];
  if (recent.length < limit || !last) return undefined;
  const end = new Date(last.at.getTime() + LOCK_MS);
  return end > now ? end : undefined;
}

/** When the id's or the address's lockout ends (the later of the two), or undefined when neither is locked. */
export async function lockedUntil(q: Q, who: Attempter, now: Date): Promise<Date | undefined> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  // the id's count starts again at its last successful login
  const [success] = await q
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.memId, who.memId), eq(loginAttempts.success, true), gt(loginAttempts.at, windowStart)))
    .orderBy(desc(loginAttempts.at))
    .limit(1);
  const ends = [
    await lockEnd(q, eq(loginFailures.memId, who.memId), success?.at ?? windowStart, MEMBER_FAILURE_LIMIT, now),
    await lockEnd(q, eq(loginFailures.ip, who.ip), windowStart, ADDRESS_FAILURE_LIMIT, now),
  ].filter((d): d is Date => d !== undefined);
  return ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : undefined;
}

/** Counts a wrong password or two-step code. */
export async function recordFailure(q: Q, who: Attempter, now: Date): Promise<void> {
  await q.insert(loginFailures).values({ memId: who.memId, ip: who.ip, at: now });
}

/** LX12 with the lockout's end, as RG01 carries a time-out's (decision of docs/rules.md#login-throttling). */
export const lockedOut = (until: Date) => ({ code: 'LX12' as const, data: { until: seoulDateTime(until) } });

/**
 * A member's secret checked under the throttle (a two-step code or the password, with a session):
 * `{ until }` while locked (nothing checked), else whether `check` passed; a failure is counted.
 */
export async function throttledCheck(q: Q, who: Attempter, now: Date, check: () => Promise<boolean>): Promise<boolean | { until: Date }> {
  const until = await lockedUntil(q, who, now);
  if (until) return { until };
  if (await check()) return true;
  await recordFailure(q, who, now);
  return false;
}
