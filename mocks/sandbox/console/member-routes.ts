// The console's member routes (declared in console/decl/member.ts): the member list, a member's
// state, an adjustment of a member's cash or points (a ledger row with reason "console", and a CASH
// push), and a member's live sessions, one of which can be made to expire now.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, ilike, isNull, or } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { members, sessions } from '../db/schema';
import { expiryOf, SESSION_MS } from '../domain/members';
import { addPointRecord } from '../domain/points';
import { InsufficientFunds, ledgerOf, move } from '../ledger';
import { memberAdjust, memberList, memberSessions, memberSetState, sessionExpire } from './decl/member';
import { defineRoute, pick, type ConsoleRoute } from './route';

/** Not ended, not replaced by a refresh, not run out at `now` (domain/members.ts sessionByToken). */
const live = (now: Date) =>
  and(isNull(sessions.endedBy), isNull(sessions.replacedBy), gt(sessions.createdAt, new Date(now.getTime() - SESSION_MS)));

export const memberRoutes: ConsoleRoute[] = [
  defineRoute(memberList, async ({ query, deps }) => {
    const state = query.state || undefined;
    const q = query.q?.trim() || undefined;
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const rows = await deps.database.db
      .select()
      .from(members)
      .where(
        and(
          state ? eq(members.state, state) : undefined,
          like ? or(ilike(members.memId, like), ilike(members.nick, like), ilike(members.name, like)) : undefined,
        ),
      )
      .orderBy(asc(members.joinedAt), asc(members.memId));
    return {
      body: {
        rows: rows.map((m) => ({
          ...pick(m, ['memId', 'nick', 'name', 'state', 'partnerType', 'parentId', 'level', 'cash', 'points', 'gameMoney']),
          joinedAt: seoulDateTime(m.joinedAt),
        })),
      },
    };
  }),
  defineRoute(memberSetState, async ({ params: { memId }, body: { state }, deps }) => {
    const { db } = deps.database;
    const { row, ended } = await db.transaction(async (tx) => {
      const updated = await tx
        .update(members)
        .set({ state })
        .where(eq(members.memId, memId))
        .returning({ memId: members.memId, state: members.state });
      const ended =
        updated[0] && state === 'locked'
          ? await tx
              .update(sessions)
              .set({ endedBy: 'console' })
              .where(and(eq(sessions.memId, memId), isNull(sessions.endedBy), isNull(sessions.replacedBy)))
              .returning({ token: sessions.token })
          : [];
      return { row: updated[0], ended: ended.map((e) => e.token) };
    });
    if (!row) throw new HttpError(404, `no member ${memId}`);
    for (const t of ended) deps.push.token(t, { cmd: 'LOGOUT' });
    return { body: { ...row, endedSessions: ended.length } };
  }),
  defineRoute(memberAdjust, async ({ params: { memId }, body: { account, amount, note }, deps }) => {
    const { db } = deps.database;
    const txId = `console:${randomUUID()}`;
    let result;
    try {
      result = await db.transaction(async (tx) => {
        const m = (await tx.select().from(members).where(eq(members.memId, memId)).for('update'))[0];
        if (!m) return undefined;
        const after = await move(tx, { memId, account, amount, reason: 'console', txId, note });
        if (account === 'points') {
          const at = deps.clock.now();
          if (amount > 0) await addPointRecord(tx, { memId, kindCode: 'admin', points: amount, at });
          else await addPointRecord(tx, { memId, kindCode: 'admin', useCategoryCode: 'admin', appliedPoints: -amount, at });
        }
        const row = (await ledgerOf(tx, memId, account, 1))[0];
        if (!row) throw new Error(`sandbox: the adjustment of ${memId} wrote no ledger row`);
        return { cash: account === 'cash' ? after : m.cash, points: account === 'points' ? after : m.points, row };
      });
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new HttpError(409, `${memId} has less ${account} than ${-amount}`);
      throw err;
    }
    if (!result) throw new HttpError(404, `no member ${memId}`);
    const ledger = { ...result.row, createdAt: result.row.createdAt.toISOString() };
    return { body: { ledger, cash: result.cash, points: result.points } };
  }),
  defineRoute(memberSessions, async ({ params: { memId }, deps }) => {
    const rows = await deps.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memId, memId), live(deps.clock.now())))
      .orderBy(desc(sessions.createdAt));
    return {
      body: {
        rows: rows.map((r) => ({
          token: r.token,
          createdAt: seoulDateTime(r.createdAt),
          lastSeenAt: seoulDateTime(r.lastSeenAt),
          expiresAt: seoulDateTime(expiryOf(r.createdAt)),
        })),
      },
    };
  }),
  // An expiry, not an ending: the session's hour is made up now (createdAt one SESSION_MS back on the
  // sandbox clock), so the site sees what a token past its tokenExpiresAt gets: 401 (expired), and no
  // push. A game window it launched runs out with it (domain/games-session.ts).
  defineRoute(sessionExpire, async ({ params: { token }, deps }) => {
    const { db } = deps.database;
    const now = deps.clock.now();
    const [expired] = await db
      .update(sessions)
      .set({ createdAt: new Date(now.getTime() - SESSION_MS) })
      .where(and(eq(sessions.token, token), live(now)))
      .returning({ memId: sessions.memId });
    if (expired) return { body: { token, memId: expired.memId, expiredAt: seoulDateTime(now) } };
    const [row] = await db.select().from(sessions).where(eq(sessions.token, token));
    if (!row) throw new HttpError(404, `no session ${token}`);
    const why = row.endedBy ? `ended (${row.endedBy})` : row.replacedBy ? 'replaced by a refresh' : 'expired';
    return { status: 409, body: { message: `session ${token} is not live: ${why}` } };
  }),
];
