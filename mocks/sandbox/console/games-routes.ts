// The console's game routes (see console/route.ts): the vendors and their state (on, off, cannot run,
// no credit, blocked, error: what a launch answers, domain/games.ts), a game switched on or off, games
// down / up for everyone (LOCK_BET_YN, kept as the gamesDown setting), the live game windows (one can
// be ended), and the rounds played.
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { bets, gameLaunches, gameRounds, games, gameVendors, VENDOR_STATES, type VendorState } from '../db/schema';
import { closeLaunch } from '../domain/games';
import { getSetting, setSetting } from '../settings';
import type { ConsoleRoute } from './route';

/** What the console sets: on / off, or one of the states a launch refuses with. */
export const VENDOR_SETTINGS = ['on', 'off', ...VENDOR_STATES.filter((s) => s !== 'ok')] as const;
type VendorSetting = (typeof VENDOR_SETTINGS)[number];
const isSetting = (s: unknown): s is VendorSetting => typeof s === 'string' && (VENDOR_SETTINGS as readonly string[]).includes(s);

export const gamesRoutes: ConsoleRoute[] = [
  {
    method: 'GET',
    pattern: /^\/__sandbox\/games\/vendors$/,
    doc: 'the game vendors: group, names, on/off, state (ok, cannot-run, no-credit, blocked, error), games; and whether games are down',
    async run({ deps }) {
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
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/games\/vendors\/([^/]+)$/,
    doc: `{ state: ${VENDOR_SETTINGS.join(' | ')} } : a vendor on or off (B0091), or what its launch answers (B0092, B0099, 2000, 9999)`,
    async run({ params: [code = ''], body, deps }) {
      const { state } = await body();
      if (!isSetting(state)) throw new HttpError(400, `state must be one of ${VENDOR_SETTINGS.join(', ')}`);
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
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/games\/games\/([^/]+)$/,
    doc: '{ enabled: boolean } : one game on or off (off: out of its lobby, its launch answers B0091)',
    async run({ params: [id = ''], body, deps }) {
      const { enabled } = await body();
      if (typeof enabled !== 'boolean') throw new HttpError(400, 'enabled must be true or false');
      const rows = await deps.database.db
        .update(games)
        .set({ enabled })
        .where(eq(games.id, id))
        .returning({ id: games.id, enabled: games.enabled });
      if (!rows[0]) throw new HttpError(404, `no game ${id}`);
      return { body: rows[0] };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/games\/(down|up)$/,
    doc: 'games down (LOCK_BET_YN Y to every member; launches answer B0092) or up again (LOCK_BET_YN N/Y)',
    async run({ params: [which], deps }) {
      const { db } = deps.database;
      const down = which === 'down';
      await setSetting(db, 'gamesDown', down);
      const sent = await deps.push.everyone(
        db,
        down ? { cmd: 'LOCK_BET_YN', data1: 'Y', data2: 'N' } : { cmd: 'LOCK_BET_YN', data1: 'N', data2: 'Y' },
      );
      return { body: { gamesDown: down, sent } };
    },
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/games\/launches$/,
    doc: '?all=1 : the game windows open now (all: the last 100, ended too)',
    async run({ url, deps }) {
      const all = url.searchParams.get('all') === '1';
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
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/games\/launches\/([^/]+)\/end$/,
    doc: 'end a game window (the member is out of the game: isPlayGame N, the money merge allowed)',
    async run({ params: [token = ''], deps }) {
      if (!(await closeLaunch(deps.database.db, token, 'console', deps.clock.now()))) throw new HttpError(404, `no game window ${token}`);
      return { body: { ok: true } };
    },
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/games\/rounds$/,
    doc: '?memId=&vendor=&limit= : the rounds played in the sandbox games, newest first (stake, win, the bet, what was dealt)',
    async run({ url, deps }) {
      const memId = url.searchParams.get('memId') || undefined;
      const vendor = url.searchParams.get('vendor') || undefined;
      const limit = Math.min(500, Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50));
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
    },
  },
];
