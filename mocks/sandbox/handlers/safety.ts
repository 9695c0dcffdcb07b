// Safer gambling and account security (inferred operations), from state: limits, the
// reality check and its session summary, time-out / self-exclusion, the activity statement and the
// login history. Enforcement lives on the server path: cash/in (RG10), betProc (RG11 / RG12), login
// (RG01 / RG02) call domain/safety.ts.
import { and, count, desc, eq, gt, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { seoulDateTime } from '../clock';
import { endSession, SESSION_MS } from '../domain/members';
import { bets, cashRequests, loginAttempts, sessionClients, sessions } from '../db/schema';
import {
  activeExclusion,
  cancelPending,
  durationEnd,
  EXCLUSION_DURATIONS,
  limitRows,
  limitView,
  safetyOf,
  saveLimit,
  saveSafety,
  TIME_ZONE,
  TIMEOUT_DURATIONS,
} from '../domain/safety';
import { lockedOut, throttledCheck } from '../domain/throttle';
import { confirmTotp, disableTotp, startTotp, totpOf, useCode } from '../domain/totp';
import { checkPassword } from '../passwords';
import { ok, type Handlers } from './types';
import { fail, sessionOf, type Ctx } from '../context';

const SEOUL_MS = 9 * 3600_000;
const monthStart = (ym: string): Date => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1) - SEOUL_MS);
};
const nextMonth = (ym: string): string => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** When this session's member last logged in successfully (the reality check counts from there). */
async function loginAtOf(ctx: Parameters<NonNullable<Handlers['memberSessionSummary']>>[1]): Promise<Date> {
  const { member, token } = sessionOf(ctx);
  const [last] = await ctx.db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.memId, member.memId), eq(loginAttempts.success, true)))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.idx))
    .limit(1);
  if (last) return last.at;
  const [s] = await ctx.db.select({ at: sessions.createdAt }).from(sessions).where(eq(sessions.token, token));
  return s?.at ?? ctx.now;
}

/** A session's public id: never the token itself. */
const sessionIdOf = (token: string): string => `s-${createHash('sha256').update(token).digest('hex').slice(0, 16)}`;

/**
 * Ends the member's active sessions that `which` picks, with a LOGOUT push to each (after the commit):
 * "log out" one, "log out everywhere else" and a password change (handlers/account.ts). With `one`,
 * a pick of none (another member's session, or one already over) is NF01.
 */
export async function endSessions(ctx: Ctx, memId: string, which: (token: string) => boolean, one = false) {
  const active = await ctx.db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(eq(sessions.memId, memId), isNull(sessions.endedBy), isNull(sessions.replacedBy)));
  const ended = active.map((r) => r.token).filter(which);
  if (one && !ended.length) return fail('NF01');
  for (const t of ended) await endSession(ctx.db, t, 'logout');
  ctx.afterCommit(() => {
    for (const t of ended) ctx.push.token(t, { cmd: 'LOGOUT' });
  });
  return ok({ resultCode: '0' as const });
}

export const safetyHandlers: Handlers = {
  async memberLimits(_body, ctx) {
    const { member } = sessionOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const rows = await limitRows(tx, member.memId, ctx.now);
      const limits = [];
      for (const r of rows) limits.push(await limitView(tx, r, ctx.now));
      const s = await safetyOf(tx, member.memId);
      const ex = activeExclusion(s, ctx.now);
      const minutes = s.realityCheckMinutes as 0 | 15 | 30 | 60 | 90 | 120;
      return ok({
        timeZone: TIME_ZONE,
        limits,
        realityCheckMinutes: minutes,
        exclusion: ex ? { kind: ex.kind, until: seoulDateTime(ex.until) } : null,
      });
    });
  },

  async memberLimitSave(body, ctx) {
    const { member } = sessionOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const r = await saveLimit(tx, member.memId, body.kind, body.period, body.amount, ctx.now);
      if (r === 'RG20') return fail('RG20');
      return ok({ applied: r.applied, limit: await limitView(tx, r.row, ctx.now) });
    });
  },

  async memberLimitCancel(body, ctx) {
    const { member } = sessionOf(ctx);
    const done = await ctx.db.transaction((tx) => cancelPending(tx, member.memId, body.kind, body.period, ctx.now));
    return done ? ok({ resultCode: '0' as const }) : fail('RG20');
  },

  async memberRealityCheck(body, ctx) {
    const { member } = sessionOf(ctx);
    await saveSafety(ctx.db, member.memId, { realityCheckMinutes: body.minutes });
    return ok({ resultCode: '0' as const });
  },

  async memberSessionSummary(_body, ctx) {
    const { member } = sessionOf(ctx);
    const loginAt = await loginAtOf(ctx);
    const [r] = await ctx.db
      .select({ stakes: sql<string>`coalesce(sum(${bets.stake}), 0)`, wins: sql<string>`coalesce(sum(${bets.winCash}), 0)` })
      .from(bets)
      .where(and(eq(bets.memId, member.memId), ne(bets.state, 'cancel'), gte(bets.placedAt, loginAt)));
    const betTotal = Number(r?.stakes ?? 0);
    const winTotal = Number(r?.wins ?? 0);
    return ok({ loginAt: seoulDateTime(loginAt), betTotal, winTotal, net: winTotal - betTotal });
  },

  async memberExclude(body, ctx) {
    const { member } = sessionOf(ctx);
    if (!checkPassword(body.memPass, member.passHash)) return fail('LX02');
    const allowed: readonly string[] = body.kind === 'timeout' ? TIMEOUT_DURATIONS : EXCLUSION_DURATIONS;
    if (!allowed.includes(body.duration)) return fail('RG20');
    const until = durationEnd(ctx.now, body.duration);
    const ended = await ctx.db.transaction(async (tx) => {
      await saveSafety(tx, member.memId, { exclusionKind: body.kind, exclusionUntil: until });
      return tx
        .update(sessions)
        .set({ endedBy: 'exclusion' })
        .where(and(eq(sessions.memId, member.memId), isNull(sessions.endedBy), isNull(sessions.replacedBy)))
        .returning({ token: sessions.token });
    });
    // every device is told why and until when (docs/rules.md#sessions)
    const why = { cmd: 'LOGOUT' as const, data1: body.kind === 'timeout' ? 'RG01' : 'RG02', data2: seoulDateTime(until) };
    ctx.afterCommit(() => {
      for (const s of ended) ctx.push.token(s.token, why);
    });
    return ok({ until: seoulDateTime(until) });
  },

  async memberActivity(body, ctx) {
    const { member } = sessionOf(ctx);
    const list = [];
    for (let ym = body.from, n = 0; ym <= body.to && n < 60; ym = nextMonth(ym), n++) {
      const start = monthStart(ym);
      const end = monthStart(nextMonth(ym));
      const cash = await ctx.db
        .select({
          direction: cashRequests.direction,
          v: sql<string>`coalesce(sum(${cashRequests.amount}), 0)`,
          bonus: sql<string>`coalesce(sum(${cashRequests.bonusAmt}), 0)`,
        })
        .from(cashRequests)
        .where(
          and(
            eq(cashRequests.memId, member.memId),
            eq(cashRequests.status, '1'),
            gte(cashRequests.appliedAt, start),
            lt(cashRequests.appliedAt, end),
          ),
        )
        .groupBy(cashRequests.direction);
      const [b] = await ctx.db
        .select({ stakes: sql<string>`coalesce(sum(${bets.stake}), 0)`, wins: sql<string>`coalesce(sum(${bets.winCash}), 0)` })
        .from(bets)
        .where(and(eq(bets.memId, member.memId), ne(bets.state, 'cancel'), gte(bets.placedAt, start), lt(bets.placedAt, end)));
      const stakes = Number(b?.stakes ?? 0);
      const wins = Number(b?.wins ?? 0);
      list.push({
        month: ym,
        deposits: Number(cash.find((c) => c.direction === 'in')?.v ?? 0),
        // the bonus credited with each approved deposit (deposit-bonus in the ledger, docs/rules.md#constants)
        bonuses: Number(cash.find((c) => c.direction === 'in')?.bonus ?? 0),
        withdrawals: Number(cash.find((c) => c.direction === 'out')?.v ?? 0),
        stakes,
        wins,
        net: wins - stakes,
      });
    }
    return ok({ list });
  },

  async memberSessions(_body, ctx) {
    const { member, token } = sessionOf(ctx);
    const rows = await ctx.db
      .select({
        token: sessions.token,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        ip: sessionClients.ip,
        device: sessionClients.device,
      })
      .from(sessions)
      .leftJoin(sessionClients, eq(sessionClients.token, sessions.token))
      .where(
        and(
          eq(sessions.memId, member.memId),
          isNull(sessions.endedBy),
          isNull(sessions.replacedBy),
          // an expired session is no longer active (docs/rules.md#sessions)
          gt(sessions.createdAt, new Date(ctx.now.getTime() - SESSION_MS)),
        ),
      )
      .orderBy(desc(sessions.createdAt));
    return ok({
      list: rows.map((r) => ({
        sessionId: sessionIdOf(r.token),
        createdAt: seoulDateTime(r.createdAt),
        lastSeenAt: seoulDateTime(r.lastSeenAt),
        ip: r.ip ?? '',
        device: r.device ?? '',
        current: r.token === token,
      })),
    });
  },

  async memberSessionEnd(body, ctx) {
    const { member } = sessionOf(ctx);
    return endSessions(ctx, member.memId, (t) => sessionIdOf(t) === body.sessionId, true);
  },

  async memberSessionEndOthers(_body, ctx) {
    const { member, token } = sessionOf(ctx);
    return endSessions(ctx, member.memId, (t) => t !== token);
  },

  async memberSecurity(_body, ctx) {
    const { member } = sessionOf(ctx);
    const row = await totpOf(ctx.db, member.memId);
    return ok({ totpEnabled: Boolean(row?.secret), recoveryCodesLeft: row?.secret ? row.recoveryCodes.length : 0 });
  },

  async memberTotpStart(body, ctx) {
    const { member } = sessionOf(ctx);
    // while two-step is on, a new secret needs the current code (or a recovery code) or the password,
    // under the login throttle (docs/rules.md#two-step-verification)
    if ((await totpOf(ctx.db, member.memId))?.secret) {
      const proof = body.code ?? body.memPass;
      if (proof === undefined) return fail('LX10');
      const check =
        body.code !== undefined ? () => useCode(ctx.db, member.memId, proof) : async () => checkPassword(proof, member.passHash);
      const passed = await throttledCheck(ctx.db, { memId: member.memId, ip: ctx.client.ip }, ctx.now, check);
      if (passed !== true) return passed === false ? fail(body.code !== undefined ? 'LX11' : 'LX02') : lockedOut(passed.until);
    }
    return ok(await startTotp(ctx.db, member.memId));
  },

  async memberTotpConfirm(body, ctx) {
    const { member } = sessionOf(ctx);
    const recoveryCodes = await ctx.db.transaction((tx) => confirmTotp(tx, member.memId, body.code));
    return recoveryCodes ? ok({ recoveryCodes }) : fail('LX11');
  },

  async memberTotpDisable(body, ctx) {
    const { member } = sessionOf(ctx);
    const who = { memId: member.memId, ip: ctx.client.ip };
    const done = await ctx.db.transaction((tx) =>
      throttledCheck(tx, who, ctx.now, async () => {
        if (!(await useCode(tx, member.memId, body.code))) return false;
        await disableTotp(tx, member.memId);
        return true;
      }),
    );
    if (done === true) return ok({ resultCode: '0' as const });
    return done === false ? fail('LX11') : lockedOut(done.until);
  },

  async memberLoginHistory(body, ctx) {
    const { member } = sessionOf(ctx);
    const page = body.page ?? 1;
    const size = body.count_per_list ?? 10;
    const rows = await ctx.db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.memId, member.memId))
      .orderBy(desc(loginAttempts.at), desc(loginAttempts.idx))
      .limit(size)
      .offset((page - 1) * size);
    const [total] = await ctx.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.memId, member.memId));
    return ok({
      list: rows.map((r) => ({ at: seoulDateTime(r.at), ip: r.ip, device: r.device, success: r.success, reason: r.reason })),
      pageInfo: { page, count_per_list: size, tatal_list_count: total?.n ?? 0 },
    });
  },
};
