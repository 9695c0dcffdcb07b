// Login, session, member info and balance, from state.
import { seoulDateTime } from '../clock';
import { checkPassword } from '../passwords';
import { endSession, memberById, memberView, rotateSession, SESSION_MS, startSession, unreadCount } from '../domain/members';
import { fail, ok, sessionOf, type Handlers } from './types';

export const memberHandlers: Handlers = {
  async memberLogin(body, ctx) {
    const m = await memberById(ctx.db, body.memId);
    if (!m || !checkPassword(body.memPass, m.passHash)) return fail('LX02');
    if (m.state === 'waiting' || m.state === 'locked') return fail('U001');
    const { token, ended } = await ctx.db.transaction((tx) => startSession(tx, m.memId, ctx.now));
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
    const next = await ctx.db.transaction((tx) => rotateSession(tx, token, member.memId, ctx.now));
    return ok({ token: next, tokenExpiresAt: seoulDateTime(new Date(ctx.now.getTime() + SESSION_MS)) });
  },

  async memberLogout(_body, ctx) {
    const { token } = sessionOf(ctx);
    await endSession(ctx.db, token, 'logout');
    return ok({ resultCode: '0' as const });
  },
};
