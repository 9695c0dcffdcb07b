// The console's game routes (declared in console/decl/games.ts): the vendors and their state (on,
// off, cannot run, no credit, blocked, error: what a launch answers, domain/games.ts), a game switched
// on or off, games down / up for everyone (LOCK_BET_YN, kept as the gamesDown setting), the live game
// windows (one can be ended), and the rounds played.
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { bets, gameLaunches, gameRounds, games, gameVendors, type VendorState } from '../db/schema';
import { closeLaunch } from '../domain/games-window';
import { getSetting, setSetting } from '../settings';
import { gameSet, gamesDown, gamesUp, launchEnd, launchList, roundList, vendorList, vendorSet } from './decl/games';
import { defineRoute, type ConsoleRoute } from './route';

/** Games down or up for everyone: the setting, and LOCK_BET_YN to every live session. */
const downOrUp = (down: boolean, decl: typeof gamesDown | typeof gamesUp): ConsoleRoute =>
  defineRoute(decl, async ({ deps }) => {
    const { db } = deps.database;
    await setSetting(db, 'gamesDown', down);
    const sent = await deps.push.everyone(
      db,
      down ? { cmd: 'LOCK_BET_YN', data1: 'Y', data2: 'N' } : { cmd: 'LOCK_BET_YN', data1: 'N', data2: 'Y' },
    );
    return { body: { gamesDown: down, sent } };
  });

export const gamesRoutes: ConsoleRoute[] = [
  defineRoute(vendorList, async ({ deps }) => {
    const { db } = deps.database;
    const counts = await db.select({ code: games.vendorCode, n: count() }).from(games).groupBy(games.vendorCode);
    const byCode = new Map(counts.map((c) => [c.code, c.n]));
    const rows = await db.select().from(gameVendors).orderBy(asc(gameVendors.groupCode), asc(gameVendors.ord));
    return {
      body: {
        gamesDown: await getSetting(db, 'gamesDown'),
        rows: rows.map((v) => ({
          code: v.code,
          groupCode: v.groupCode,
          names: v.names,
          enabled: v.enabled,
          state: v.state,
          games: byCode.get(v.code) ?? 0,
          updatedAt: seoulDateTime(v.updatedAt),
        })),
      },
    };
  }),
  defineRoute(vendorSet, async ({ params: { code }, body: { state }, deps }) => {
    const set: { enabled?: boolean; state?: VendorState; updatedAt: Date } =
      state === 'on'
        ? { enabled: true, state: 'ok', updatedAt: new Date() }
        : state === 'off'
          ? { enabled: false, updatedAt: new Date() }
          : { state, updatedAt: new Date() };
    const rows = await deps.database.db.update(gameVendors).set(set).where(eq(gameVendors.code, code)).returning();
    const v = rows[0];
    if (!v) throw new HttpError(404, `no vendor ${code}`);
    return { body: { code: v.code, enabled: v.enabled, state: v.state } };
  }),
  defineRoute(gameSet, async ({ params: { id }, body: { enabled }, deps }) => {
    const rows = await deps.database.db
      .update(games)
      .set({ enabled })
      .where(eq(games.id, id))
      .returning({ id: games.id, enabled: games.enabled });
    if (!rows[0]) throw new HttpError(404, `no game ${id}`);
    return { body: rows[0] };
  }),
  downOrUp(true, gamesDown),
  downOrUp(false, gamesUp),
  defineRoute(launchList, async ({ query, deps }) => {
    const all = query.all === '1';
    const rows = await deps.database.db
      .select()
      .from(gameLaunches)
      .where(all ? undefined : isNull(gameLaunches.endedAt))
      .orderBy(desc(gameLaunches.startedAt))
      .limit(100);
    return {
      body: {
        rows: rows.map((l) => ({
          token: l.token,
          memId: l.memId,
          vendorCode: l.vendorCode,
          gameId: l.gameId,
          account: l.account,
          startedAt: seoulDateTime(l.startedAt),
          lastSeenAt: seoulDateTime(l.lastSeenAt),
          endedAt: l.endedAt ? seoulDateTime(l.endedAt) : null,
          endedBy: l.endedBy,
        })),
      },
    };
  }),
  defineRoute(launchEnd, async ({ params: { token }, deps }) => {
    if (!(await closeLaunch(deps.database.db, token, 'console', deps.clock.now()))) throw new HttpError(404, `no game window ${token}`);
    return { body: { ok: true as const } };
  }),
  defineRoute(roundList, async ({ query, deps }) => {
    const memId = query.memId || undefined;
    const vendor = query.vendor || undefined;
    const limit = Math.min(500, Math.max(1, Number(query.limit ?? 50) || 50));
    const rows = await deps.database.db
      .select({ r: gameRounds, state: bets.state, account: bets.account, form: bets.form, groupKey: bets.groupKey })
      .from(gameRounds)
      .innerJoin(bets, eq(bets.betIdx, gameRounds.betIdx))
      .where(and(memId ? eq(gameRounds.memId, memId) : undefined, vendor ? eq(gameRounds.vendorCode, vendor) : undefined))
      .orderBy(desc(gameRounds.playedAt), desc(gameRounds.betIdx))
      .limit(limit);
    return {
      body: {
        rows: rows.map(({ r, state, account, form, groupKey }) => ({
          vendorCode: r.vendorCode,
          roundId: r.roundId,
          memId: r.memId,
          betIdx: r.betIdx,
          groupKey,
          game: form,
          account,
          stake: r.stake,
          win: r.win,
          state,
          balanceAfter: r.balanceAfter,
          detail: r.detail,
          playedAt: seoulDateTime(r.playedAt),
        })),
      },
    };
  }),
];
