// Login, session, member info and balance, from state.
import { seoulDateTime } from '../clock';
import { checkPassword } from '../passwords';
import { eq } from 'drizzle-orm';
import { loginAttempts, sessionClients } from '../db/schema';
import { activeExclusion, safetyOf } from '../domain/safety';
import { lockedOut, lockedUntil, recordFailure } from '../domain/throttle';
import { totpOf, useCode } from '../domain/totp';
import { endSession, expiryOf, memberById, memberView, rotateSession, startSession, unreadCount } from '../domain/members';
import { ok, type Handlers } from './types';
import { fail, sessionOf } from '../context';

export const memberHandlers: Handlers = {
  async memberLogin(body, ctx) {
    const who = { memId: body.memId, ip: ctx.client.ip };
    const m = await memberById(ctx.db, body.memId);
    // every attempt on an existing id is in the member's login history (docs/rules.md#login-throttling)
    const attempt = async (reason: string | null) => {
      if (m) await ctx.db.insert(loginAttempts).values({ memId: m.memId, at: ctx.now, ...ctx.client, success: reason === null, reason });
    };
    // a wrong password or code counts for the id typed (known or not) and the address
    const failed = async (code: 'LX02' | 'LX11') => {
      await recordFailure(ctx.db, who, ctx.now);
      await attempt(code);
      return fail(code);
    };
    const locked = await lockedUntil(ctx.db, who, ctx.now);
    if (locked) return attempt('LX12').then(() => lockedOut(locked));
    if (!m || !checkPassword(body.memPass, m.passHash)) return failed('LX02');
    // a signup the console has not approved yet awaits approval (LX13, inferred); a locked member may not log in (U001)
    if (m.state === 'waiting') return attempt('LX13').then(() => fail('LX13'));
    if (m.state === 'locked') return attempt('U001').then(() => fail('U001'));
    const excluded = activeExclusion(await safetyOf(ctx.db, m.memId), ctx.now);
    if (excluded) {
      const code = excluded.kind === 'timeout' ? 'RG01' : 'RG02';
      await attempt(code);
      return { code, data: { until: seoulDateTime(excluded.until) } };
    }
    const totp = await totpOf(ctx.db, m.memId);
    if (totp?.secret) {
      if (!body.otp) return attempt('LX10').then(() => fail('LX10'));
      if (!(await useCode(ctx.db, m.memId, body.otp))) return failed('LX11');
    }
    await attempt(null);
    const { token, ended } = await ctx.db.transaction(async (tx) => {
      const started = await startSession(tx, m.memId, ctx.now);
      await tx.insert(sessionClients).values({ token: started.token, ...ctx.client });
      return started;
    });
    // the ended sessions are told why: logged in elsewhere (docs/rules.md#sessions)
    ctx.afterCommit(() => {
      for (const t of ended) ctx.push.token(t, { cmd: 'LOGOUT', data1: 'TK999' });
    });
    return ok({
      member: memberView(m),
      msgInfo: { newMsg: await unreadCount(ctx.db, m.memId) },
      token,
      tokenExpiresAt: seoulDateTime(expiryOf(ctx.now)),
    });
  },

  async memberInfo(_body, ctx) {
    const { member } = sessionOf(ctx);
    return ok({ member: memberView(member), msgInfo: { newMsg: await unreadCount(ctx.db, member.memId) } });
  },

  async memberBalance(_body, ctx) {
    const { member } = sessionOf(ctx);
    return ok({ balance: member.cash, pointAmt: member.points, isPlayGame: member.inGame ? ('Y' as const) : ('N' as const) });
  },

  async getToken(_body, ctx) {
    // a token in its grace window answers the token that replaced it (docs/rules.md#sessions)
    const session = sessionOf(ctx);
    const current = session.replacedBy ?? session;
    return ok({ token: current.token, tokenExpiresAt: seoulDateTime(current.expiresAt) });
  },

  async refreshToken(_body, ctx) {
    const { token, member, replacedBy } = sessionOf(ctx);
    // the same refresh asked again (its answer was lost): the same token and expiry (docs/rules.md#sessions)
    if (replacedBy) return ok({ token: replacedBy.token, tokenExpiresAt: seoulDateTime(replacedBy.expiresAt) });
    const next = await ctx.db.transaction(async (tx) => {
      const rotated = await rotateSession(tx, token, member.memId, ctx.now);
      if (!rotated.fresh) return rotated;
      const [from] = await tx.select().from(sessionClients).where(eq(sessionClients.token, token));
      await tx
        .insert(sessionClients)
        .values({ token: rotated.token, ip: from?.ip ?? ctx.client.ip, device: from?.device ?? ctx.client.device });
      return rotated;
    });
    return ok({ token: next.token, tokenExpiresAt: seoulDateTime(next.expiresAt) });
  },

  async memberLogout(_body, ctx) {
    const { token } = sessionOf(ctx);
    await endSession(ctx.db, token, 'logout');
    return ok({ resultCode: '0' as const });
  },
};
