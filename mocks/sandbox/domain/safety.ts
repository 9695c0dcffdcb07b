// Safer gambling rules (docs/rules.md#safer-gambling): limits per kind × period in Asia/Seoul windows — a first or lower
// limit applies at once, a raise or removal waits 24 hours on the sandbox clock (applied by the first
// read or check after it is due) and can be cancelled; what a window used is computed from state
// (deposit requests, bets); time-outs and self-exclusions refuse login until their end.
import { and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { bets, cashRequests, safetyLimits, safetyMembers, type LimitKind, type LimitPeriod } from '../db/schema';

type Limit = components['schemas']['Limit'];
type LimitRow = typeof safetyLimits.$inferSelect;

export const TIME_ZONE = 'Asia/Seoul';
const SEOUL_MS = 9 * 3600_000;
const DAY_MS = 86_400_000;
export const PENDING_MS = DAY_MS;

/** The window of `period` holding `now`: the Seoul day from 00:00, week from Monday 00:00, month from the 1st. */
export function seoulWindow(period: LimitPeriod, now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + SEOUL_MS); // its UTC fields read as Seoul's wall clock
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  const wall = (yy: number, mm: number, dd: number) => new Date(Date.UTC(yy, mm, dd) - SEOUL_MS);
  if (period === 'day') return { start: wall(y, m, d), end: wall(y, m, d + 1) };
  if (period === 'week') {
    const back = (local.getUTCDay() + 6) % 7; // days since Monday
    return { start: wall(y, m, d - back), end: wall(y, m, d - back + 7) };
  }
  return { start: wall(y, m, 1), end: wall(y, m + 1, 1) };
}

/** What the window used: deposits asked (waiting or done), stakes, or stakes − wins (a net win is negative). */
export async function usedIn(q: Q, memId: string, kind: LimitKind, start: Date, end: Date): Promise<number> {
  if (kind === 'deposit') {
    const [r] = await q
      .select({ v: sql<string>`coalesce(sum(${cashRequests.amount}), 0)` })
      .from(cashRequests)
      .where(
        and(
          eq(cashRequests.memId, memId),
          eq(cashRequests.direction, 'in'),
          inArray(cashRequests.status, ['0', '2', '1']),
          gte(cashRequests.appliedAt, start),
          lt(cashRequests.appliedAt, end),
        ),
      );
    return Number(r?.v ?? 0);
  }
  const [r] = await q
    .select({ stakes: sql<string>`coalesce(sum(${bets.stake}), 0)`, wins: sql<string>`coalesce(sum(${bets.winCash}), 0)` })
    .from(bets)
    .where(and(eq(bets.memId, memId), ne(bets.state, 'cancel'), gte(bets.placedAt, start), lt(bets.placedAt, end)));
  const stakes = Number(r?.stakes ?? 0);
  return kind === 'stake' ? stakes : stakes - Number(r?.wins ?? 0);
}

/** The member's limit rows, with every due pending change applied first. */
export async function limitRows(q: Q, memId: string, now: Date): Promise<LimitRow[]> {
  const rows = await q.select().from(safetyLimits).where(eq(safetyLimits.memId, memId));
  const out: LimitRow[] = [];
  for (const row of rows) {
    if (row.pendingAt && row.pendingAt.getTime() <= now.getTime()) {
      const next = { ...row, amount: row.pendingAmount, pendingAmount: null, pendingAt: null };
      await q
        .update(safetyLimits)
        .set({ amount: next.amount, pendingAmount: null, pendingAt: null })
        .where(and(eq(safetyLimits.memId, memId), eq(safetyLimits.kind, row.kind), eq(safetyLimits.period, row.period)));
      if (next.amount === null) {
        await q
          .delete(safetyLimits)
          .where(and(eq(safetyLimits.memId, memId), eq(safetyLimits.kind, row.kind), eq(safetyLimits.period, row.period)));
        continue;
      }
      out.push(next);
    } else out.push(row);
  }
  const order = (r: LimitRow) => ['deposit', 'loss', 'stake'].indexOf(r.kind) * 3 + ['day', 'week', 'month'].indexOf(r.period);
  return out.sort((a, b) => order(a) - order(b));
}

export async function limitView(q: Q, row: LimitRow, now: Date): Promise<Limit> {
  const { start, end } = seoulWindow(row.period, now);
  const used = await usedIn(q, row.memId, row.kind, start, end);
  return {
    kind: row.kind,
    period: row.period,
    amount: row.amount,
    used,
    left: row.amount === null ? null : Math.max(0, row.amount - used),
    windowStart: seoulDateTime(start),
    windowEnd: seoulDateTime(end),
    pending: row.pendingAt ? { amount: row.pendingAmount, effectiveAt: seoulDateTime(row.pendingAt) } : null,
  };
}

/** The first limit of `kind` that `amount` would go over: what is left and the period (RG10 / RG11 / RG12). */
export async function overLimit(
  q: Q,
  memId: string,
  kind: LimitKind,
  amount: number,
  now: Date,
): Promise<{ left: number; period: LimitPeriod } | undefined> {
  for (const row of await limitRows(q, memId, now)) {
    if (row.kind !== kind || row.amount === null) continue;
    const v = await limitView(q, row, now);
    if (v.left !== null && amount > v.left) return { left: v.left, period: row.period };
  }
  return undefined;
}

/** Set, lower, raise or remove a limit. Returns whether it applied at once. */
export async function saveLimit(
  q: Q,
  memId: string,
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
  now: Date,
): Promise<{ applied: boolean; row: LimitRow } | 'RG20'> {
  const current = (await limitRows(q, memId, now)).find((r) => r.kind === kind && r.period === period);
  const where = and(eq(safetyLimits.memId, memId), eq(safetyLimits.kind, kind), eq(safetyLimits.period, period));
  if (!current || current.amount === null) {
    if (amount === null) return 'RG20'; // nothing to remove
    const row = { memId, kind, period, amount, pendingAmount: null, pendingAt: null };
    if (current) await q.update(safetyLimits).set(row).where(where);
    else await q.insert(safetyLimits).values(row);
    return { applied: true, row };
  }
  if (amount !== null && amount === current.amount && !current.pendingAt) return 'RG20';
  if (amount !== null && amount <= current.amount) {
    // lower (or the same, dropping a pending raise): at once
    const row = { ...current, amount, pendingAmount: null, pendingAt: null };
    await q.update(safetyLimits).set({ amount, pendingAmount: null, pendingAt: null }).where(where);
    return { applied: true, row };
  }
  const pendingAt = new Date(now.getTime() + PENDING_MS);
  await q.update(safetyLimits).set({ pendingAmount: amount, pendingAt }).where(where);
  return { applied: false, row: { ...current, pendingAmount: amount, pendingAt } };
}

export async function cancelPending(q: Q, memId: string, kind: LimitKind, period: LimitPeriod, now: Date): Promise<boolean> {
  const current = (await limitRows(q, memId, now)).find((r) => r.kind === kind && r.period === period);
  if (!current?.pendingAt) return false;
  await q
    .update(safetyLimits)
    .set({ pendingAmount: null, pendingAt: null })
    .where(and(eq(safetyLimits.memId, memId), eq(safetyLimits.kind, kind), eq(safetyLimits.period, period)));
  return true;
}

export type SafetyMember = typeof safetyMembers.$inferSelect;

export async function safetyOf(q: Q, memId: string): Promise<SafetyMember> {
  const [row] = await q.select().from(safetyMembers).where(eq(safetyMembers.memId, memId));
  return row ?? { memId, realityCheckMinutes: 0, exclusionKind: null, exclusionUntil: null };
}

export async function saveSafety(q: Q, memId: string, set: Partial<Omit<SafetyMember, 'memId'>>): Promise<void> {
  await q
    .insert(safetyMembers)
    .values({ memId, ...set })
    .onConflictDoUpdate({ target: safetyMembers.memId, set });
}

/** The exclusion in force at `now`, if any. */
export function activeExclusion(s: SafetyMember, now: Date): { kind: 'timeout' | 'selfExclusion'; until: Date } | undefined {
  if (!s.exclusionKind || !s.exclusionUntil || s.exclusionUntil.getTime() <= now.getTime()) return undefined;
  return { kind: s.exclusionKind, until: s.exclusionUntil };
}

/** The end of an ISO duration from `now` (P1D, P7D, P6W, P1M, P6M, P1Y, P5Y), months on Seoul's calendar. */
export function durationEnd(now: Date, duration: string): Date {
  const m = /^P(\d+)([DWMY])$/.exec(duration);
  if (!m) throw new Error(`sandbox: duration ${duration}`);
  const n = Number(m[1]);
  if (m[2] === 'D') return new Date(now.getTime() + n * DAY_MS);
  if (m[2] === 'W') return new Date(now.getTime() + n * 7 * DAY_MS);
  const local = new Date(now.getTime() + SEOUL_MS);
  const months = m[2] === 'M' ? n : n * 12;
  local.setUTCMonth(local.getUTCMonth() + months);
  return new Date(local.getTime() - SEOUL_MS);
}

export const TIMEOUT_DURATIONS = ['P1D', 'P7D', 'P1M', 'P6W'] as const;
export const EXCLUSION_DURATIONS = ['P6M', 'P1Y', 'P5Y'] as const;
