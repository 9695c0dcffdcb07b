// Login, session, member info and balance, from state.
import { seoulDateTime } from '../clock';
import { checkPassword } from '../passwords';
import { eq } from 'drizzle-orm';
import { loginAttempts, sessionClients } from '../db/schema';
import { activeExclusion, safetyOf } from '../domain/safety';
import { totpOf, useCode } from '../domain/totp';
import { endSession, memberById, memberView, rotateSession, SESSION_MS, startSession, unreadCount } from '../domain/members';
import { fail, ok, sessionOf, type Handlers } from './types';

export const memberHandlers: Handlers = {
  async memberLogin(body, ctx) {
    const m = await memberById(ctx.db, body.memId);
    if (!m) return fail('LX02');
    // every attempt on an existing id is in the member's login history (issue 27)
    const attempt = (reason: string | null) =>
      ctx.db.insert(loginAttempts).values({ memId: m.memId, at: ctx.now, ...ctx.client, success: reason === null, reason });
    if (!checkPassword(body.memPass, m.passHash)) return attempt('LX02').then(() => fail('LX02'));
    if (m.state === 'waiting' || m.state === 'locked') return attempt('U001').then(() => fail('U001'));
    const excluded = activeExclusion(await safetyOf(ctx.db, m.memId), ctx.now);
    if (excluded) {
      const code = excluded.kind === 'timeout' ? 'RG01' : 'RG02';
      await attempt(code);
      return { code, data: { until: seoulDateTime(excluded.until) } };
    }
    const totp = await totpOf(ctx.db, m.memId);
    if (totp?.secret) {
      if (!body.otp) return attempt('LX10').then(() => fail('LX10'));
      if (!(await useCode(ctx.db, m.memId, body.otp, ctx.now))) return attempt('LX11').then(() => fail('LX11'));
    }
    await attempt(null);
    const { token, ended } = await ctx.db.transaction(async (tx) => {
      const started = await startSession(tx, m.memId, ctx.now);
      await tx.insert(sessionClients).values({ token: started.token, ...ctx.client });
      return started;
    });
    ctx.afterCommit(() => {
      for (const t of ended) ctx.push.token(t, { cmd: 'LOGOUT' });
    });
    return ok({
      member: memberView(m),
      msgInfo: { newMsg: await unreadCount(ctx.db, m.memId) },
      token,
      tokenExpiresAt: seoulDateTime(new Date(ctx.now.getTime() + SESSION_MS)),
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
    const { token } = sessionOf(ctx);
    return ok({ token, tokenExpiresAt: seoulDateTime(new Date(ctx.now.getTime() + SESSION_MS)) });
  },

  async refreshToken(_body, ctx) {
    const { token, member } = sessionOf(ctx);
    const next = await ctx.db.transaction(async (tx) => {
      const rotated = await rotateSession(tx, token, member.memId, ctx.now);
      const [from] = await tx.select().from(sessionClients).where(eq(sessionClients.token, token));
      await tx.insert(sessionClients).values({ token: rotated, ip: from?.ip ?? ctx.client.ip, device: from?.device ?? ctx.client.device });
      return rotated;
    });
    return ok({ token: next, tokenExpiresAt: seoulDateTime(new Date(ctx.now.getTime() + SESSION_MS)) });
  },

  async memberLogout(_body, ctx) {
    const { token } = sessionOf(ctx);
    await endSession(ctx.db, token, 'logout');
    return ok({ resultCode: '0' as const });
  },
};
