// The console's mini-game routes (declared in console/decl/minigames.ts; domain/minigames.ts): the
// games with their schedule and running round, a game's rounds with their bets, a game's round length
// / closing / draw delay / odds / on-off, and drawing the running round now (at random, or with the
// numbers the operator gives). An unknown game in the path is a 404.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import type { Q } from '../db/open';
import { betFolders, bets, minigameRounds } from '../db/schema';
import { drawNow, updateProduct } from '../domain/minigames';
import { GAME_NAMES, isMiniGame, optionsOf, type MiniResult } from '../domain/minigames-options';
import { fixedDrawProblem } from '../domain/minigames-results';
import { miniSettings, roundAt, roundRefOf, roundTimes } from '../domain/minigames-schedule';
import type { MiniGameId, MiniGameSettings } from '../settings';
import { minigameDraw, minigameRoundDetail, minigameRoundList, minigamesList, minigameUpdate } from './decl/minigames';
import { defineRoute, type ConsoleRoute } from './route';

const gameOf = (prodId: string): MiniGameId => {
  if (!isMiniGame(prodId)) throw new HttpError(404, `no mini game ${prodId} (powerball, powerladder, speedkino, kinoladder)`);
  return prodId;
};

interface BetTotals {
  count: number;
  open: number;
  stake: number;
  paid: number;
}
const NO_BETS: BetTotals = { count: 0, open: 0, stake: 0, paid: 0 };

/** Bets per round of a game: how many, how many still open, staked, paid. */
async function betTotals(q: Q, prodId: MiniGameId, rounds: number[]): Promise<Map<number, BetTotals>> {
  if (rounds.length === 0) return new Map();
  const rows = await q
    .select({
      ref: bets.roundRef,
      count: sql<number>`count(*)::int`,
      open: sql<number>`(count(*) filter (where ${bets.state} = 'bet'))::int`,
      stake: sql<number>`coalesce(sum(${bets.stake}), 0)::bigint`,
      paid: sql<number>`coalesce(sum(${bets.winCash}), 0)::bigint`,
    })
    .from(bets)
    .where(
      and(
        eq(bets.gameType, prodId),
        inArray(
          bets.roundRef,
          rounds.map((r) => roundRefOf(prodId, r)),
        ),
      ),
    )
    .groupBy(bets.roundRef);
  return new Map(
    rows.map((r) => [
      Number(r.ref?.split(':')[1]),
      { count: Number(r.count), open: Number(r.open), stake: Number(r.stake), paid: Number(r.paid) },
    ]),
  );
}

/** The running round of a game as the console shows it. */
function running(p: MiniGameSettings, now: Date, drawn: boolean) {
  const t = roundTimes(p, roundAt(p, now));
  return {
    round: t.round,
    opensAt: seoulDateTime(t.opensAt),
    closesAt: seoulDateTime(t.closesAt),
    endsAt: seoulDateTime(t.endsAt),
    status: !drawn && now < t.closesAt ? ('open' as const) : ('closed' as const),
    remainSeconds: drawn ? 0 : Math.max(0, Math.ceil((t.closesAt.getTime() - now.getTime()) / 1000)),
  };
}

/** A drawn round's result as stored (db/schema-minigames.ts: a complete MinigameResult). */
const storedResult = (v: unknown): MiniResult => v as MiniResult;

export const minigameRoutes: ConsoleRoute[] = [
  defineRoute(minigamesList, async ({ deps: { database, clock } }) => {
    const { db } = database;
    const now = clock.now();
    const all = await miniSettings(db);
    const games = [];
    for (const prodId of Object.keys(all) as MiniGameId[]) {
      const p = all[prodId];
      const round = roundAt(p, now);
      const drawnRows = await db
        .select({ round: minigameRounds.round })
        .from(minigameRounds)
        .where(and(eq(minigameRounds.prodId, prodId), eq(minigameRounds.round, round)));
      const totals = await betTotals(db, prodId, [round]);
      games.push({
        prodId,
        names: GAME_NAMES[prodId],
        settings: p,
        options: optionsOf(prodId).map((o) => ({ key: o.key, group: o.group, odds: p.odds[o.key] ?? 1 })),
        running: { ...running(p, now, drawnRows.length > 0), bets: totals.get(round) ?? NO_BETS },
      });
    }
    return { body: { now: seoulDateTime(now), games } };
  }),
  defineRoute(minigameUpdate, async ({ params, body: b, deps: { database, clock } }) => {
    const prodId = gameOf(params.prodId);
    const change: Partial<Omit<MiniGameSettings, 'anchor'>> = {};
    if (b.intervalSeconds !== undefined) change.intervalSeconds = b.intervalSeconds;
    if (b.closeSeconds !== undefined) change.closeSeconds = b.closeSeconds;
    if (b.drawDelaySeconds !== undefined) change.drawDelaySeconds = b.drawDelaySeconds;
    if (b.enabled !== undefined) change.enabled = b.enabled;
    if (b.odds !== undefined) {
      // the game's own options only (which they are depends on the game in the path)
      const keys = new Set(optionsOf(prodId).map((o) => o.key));
      const odds: Record<string, number> = {};
      for (const [k, v] of Object.entries(b.odds)) {
        if (!keys.has(k)) throw new HttpError(400, `${prodId} has no option "${k}" (${[...keys].join(', ')})`);
        odds[k] = Math.round(v * 100) / 100;
      }
      change.odds = odds;
    }
    const { db } = database;
    const all = await miniSettings(db);
    const interval = change.intervalSeconds ?? all[prodId].intervalSeconds;
    const close = change.closeSeconds ?? all[prodId].closeSeconds;
    if (close >= interval)
      throw new HttpError(400, `betting must close inside the round: closeSeconds (${close}) < intervalSeconds (${interval})`);
    const settings = await updateProduct(db, prodId, clock.now(), change);
    return { body: { prodId, settings } };
  }),
  defineRoute(minigameDraw, async ({ params, body, deps: { database, clock, push } }) => {
    const prodId = gameOf(params.prodId);
    const fixed = body.result ?? {};
    // the counts and ranges the game's draw takes (which apply depends on the game in the path)
    const problem = fixedDrawProblem(prodId, fixed);
    if (problem) throw new HttpError(400, problem);
    const d = await drawNow(database.db, push, prodId, clock.now(), fixed);
    if (!d) throw new HttpError(409, `the running round of ${prodId} is drawn already`);
    return { body: { prodId, round: d.round, result: d.result, settled: d.settled } };
  }),
  defineRoute(minigameRoundList, async ({ params, query: { limit }, deps: { database, clock } }) => {
    const prodId = gameOf(params.prodId);
    const { db } = database;
    const now = clock.now();
    const p = (await miniSettings(db))[prodId];
    const current = roundAt(p, now);
    const drawn = await db
      .select()
      .from(minigameRounds)
      .where(eq(minigameRounds.prodId, prodId))
      .orderBy(sql`${minigameRounds.round} desc`)
      .limit(limit);
    const waiting = await db
      .selectDistinct({ ref: bets.roundRef })
      .from(bets)
      .where(and(eq(bets.gameType, prodId), eq(bets.state, 'bet')));
    const drawnSet = new Set(drawn.map((d) => d.round));
    const pending = [...new Set([current, ...waiting.map((w) => Number(w.ref?.split(':')[1])).filter((r) => Number.isInteger(r))])].filter(
      (r) => !drawnSet.has(r),
    );
    const totals = await betTotals(db, prodId, [...pending, ...drawnSet]);
    const rows = [
      ...pending
        .sort((a, b) => b - a)
        .map((round) => {
          const t = roundTimes(p, round);
          return {
            round,
            status: round === current ? running(p, now, false).status : ('settling' as const),
            opensAt: seoulDateTime(t.opensAt),
            closesAt: seoulDateTime(t.closesAt),
            drawsAt: seoulDateTime(t.drawsAt),
            drawnAt: null,
            result: null,
            bets: totals.get(round) ?? NO_BETS,
          };
        }),
      ...drawn.map((d) => ({
        round: d.round,
        status: 'drawn' as const,
        opensAt: seoulDateTime(d.opensAt),
        closesAt: seoulDateTime(d.closesAt),
        drawsAt: seoulDateTime(d.drawsAt),
        drawnAt: seoulDateTime(d.drawnAt),
        drawnBy: d.drawnBy,
        result: storedResult(d.result),
        bets: totals.get(d.round) ?? NO_BETS,
      })),
    ];
    return { body: { prodId, now: seoulDateTime(now), rows } };
  }),
  defineRoute(minigameRoundDetail, async ({ params: { prodId: id, round }, deps: { database } }) => {
    const prodId = gameOf(id);
    const { db } = database;
    const [drawn] = await db
      .select()
      .from(minigameRounds)
      .where(and(eq(minigameRounds.prodId, prodId), eq(minigameRounds.round, round)));
    const rows = await db
      .select({
        betIdx: bets.betIdx,
        memId: bets.memId,
        stake: bets.stake,
        state: bets.state,
        winCash: bets.winCash,
        placedAt: bets.placedAt,
        key: betFolders.key,
        pick: betFolders.pick,
        market: betFolders.market,
        odds: betFolders.odds,
        score: betFolders.score,
      })
      .from(bets)
      .innerJoin(betFolders, eq(betFolders.betIdx, bets.betIdx))
      .where(and(eq(bets.gameType, prodId), eq(bets.roundRef, roundRefOf(prodId, round))))
      .orderBy(asc(bets.betIdx));
    return {
      body: {
        prodId,
        round,
        drawn: drawn ? { result: storedResult(drawn.result), drawnAt: seoulDateTime(drawn.drawnAt), drawnBy: drawn.drawnBy } : null,
        bets: rows.map((b) => ({ ...b, placedAt: seoulDateTime(b.placedAt) })),
      },
    };
  }),
];
