// Mini games from state: the rounds on the sandbox clock (their schedule: domain/minigames-schedule.ts)
// are drawn here. A round is drawn by the clock's ticker when its draw falls due (or by the console,
// now): its result (domain/minigames-results.ts) is written to minigame_rounds, its bets are settled
// per pick in the same transaction, the result goes out on /topic/powerball/result and the next
// round's opening on /topic/powerball/round. The rest of the area, by purpose:
//   domain/minigames-options.ts  the games, their options and words
//   domain/minigames-bets.ts     the mini-game markets of betProc
//   domain/minigames-history.ts  the drawn rounds, page by page
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db, Q, Tx } from '../db/open';
import { betFolders, bets, minigameRounds } from '../db/schema';
import type { Push } from '../push';
import { setSetting, type MiniGameId, type MiniGameSettings } from '../settings';
import { settleMany, type BetFolderResult } from './bets';
import { MINI_GAMES, optionsOf, type MiniResult } from './minigames-options';
import { makeResult, scoreOf, winningKeys, type FixedDraw } from './minigames-results';
import {
  currentRound,
  isDrawn,
  miniSettings,
  reanchored,
  roundAt,
  roundRefOf,
  roundTimes,
  SECOND,
  type RoundTimes,
} from './minigames-schedule';

export interface Drawn {
  prodId: MiniGameId;
  round: number;
  result: MiniResult;
  /** Members whose money moved (a win), to tell by push. */
  paid: string[];
  settled: number;
}

/**
 * Draws one round (once: a round drawn already is left as it is, undefined) and settles its bets, in
 * one transaction. `times` are the round's own (the console's draw-now ends it early).
 */
export async function drawRound(
  db: Db,
  o: {
    prodId: MiniGameId;
    times: Pick<RoundTimes, 'round' | 'opensAt' | 'closesAt' | 'drawsAt'>;
    now: Date;
    fixed?: FixedDraw | undefined;
    by: 'tick' | 'console';
    /** Runs first in the same transaction (the console's new schedule). */
    before?: (tx: Tx) => Promise<void>;
  },
): Promise<Drawn | undefined> {
  const { prodId, times, now } = o;
  return db.transaction(async (tx) => {
    await o.before?.(tx);
    const result = makeResult(prodId, times.round, times.drawsAt, o.fixed);
    const inserted = await tx
      .insert(minigameRounds)
      .values({
        prodId,
        round: times.round,
        opensAt: times.opensAt,
        closesAt: times.closesAt,
        drawsAt: times.drawsAt,
        drawnAt: now,
        result,
        drawnBy: o.by,
      })
      .onConflictDoNothing()
      .returning({ round: minigameRounds.round });
    if (inserted.length === 0) return undefined;
    const { paid, settled } = await settleRound(tx, prodId, times.round, result, now);
    return { prodId, round: times.round, result, paid, settled };
  });
}

/** Settles the open bets of a drawn round by its result, pick by pick; who was paid and how many were settled. */
async function settleRound(
  tx: Tx,
  prodId: MiniGameId,
  round: number,
  result: MiniResult,
  now: Date,
): Promise<{ paid: string[]; settled: number }> {
  const won = winningKeys(prodId, result);
  const open = await tx
    .select({ betIdx: bets.betIdx, memId: bets.memId })
    .from(bets)
    .where(and(eq(bets.gameType, prodId), eq(bets.roundRef, roundRefOf(prodId, round)), eq(bets.state, 'bet')));
  const folders = open.length
    ? await tx
        .select()
        .from(betFolders)
        .where(
          inArray(
            betFolders.betIdx,
            open.map((b) => b.betIdx),
          ),
        )
    : [];
  const groupOf = new Map(optionsOf(prodId).map((d) => [d.key, d.group]));
  const results: BetFolderResult[] = folders.map((f) => ({
    betIdx: f.betIdx,
    folderIdx: f.folderIdx,
    result: won.has(f.key) ? 'win' : 'lose',
    score: scoreOf(prodId, groupOf.get(f.key) ?? '', won),
  }));
  const closed = await settleMany(tx, results, now);
  return { paid: [...new Set(closed.filter((b) => b.winCash > 0).map((b) => b.memId))], settled: closed.length };
}

/**
 * Open bets on a round drawn already (a bet that committed while the console drew its round) are
 * settled by the stored result: no bet waits on a round that will not be drawn again.
 */
async function settleStragglers(db: Db, prodId: MiniGameId, now: Date): Promise<void> {
  const stuck = await db
    .selectDistinct({ round: minigameRounds.round, result: minigameRounds.result })
    .from(bets)
    .innerJoin(
      minigameRounds,
      and(eq(minigameRounds.prodId, prodId), eq(bets.roundRef, sql`${prodId}::text || ':' || ${minigameRounds.round}::text`)),
    )
    .where(and(eq(bets.gameType, prodId), eq(bets.state, 'bet')));
  for (const r of stuck) {
    await db.transaction((tx) => settleRound(tx, prodId, r.round, r.result as MiniResult, now));
  }
}

/** Tells the site the result on /topic/powerball/result (the members paid get CASH from the unit of work: money-push.ts). */
export function announceDraw(push: Push, d: Drawn): void {
  push.topic('/topic/powerball/result', { prodId: d.prodId, round: d.round, result: d.result });
}

/** The round open now on /topic/powerball/round with its seconds left (nothing while betting is closed). */
export async function announceRound(db: Db, push: Push, prodId: MiniGameId, now: Date): Promise<void> {
  const r = await currentRound(db, prodId, 'normal', now);
  if (r.status === 'open') push.topic('/topic/powerball/round', { prodId, round: r.round, remainSeconds: r.remainSeconds });
}

/** At most this many rounds are drawn behind the clock at once (a sandbox off for a day catches up only this far). */
const CATCH_UP = 50;

/** The rounds of a game whose draw is due at `now` and not drawn yet, oldest first. */
export async function dueRounds(q: Q, prodId: MiniGameId, p: MiniGameSettings, now: Date): Promise<number[]> {
  // the newest round whose draw is due: the one ended drawDelay ago or earlier
  const lastDue = roundAt(p, new Date(now.getTime() - p.drawDelaySeconds * SECOND)) - 1;
  const [top] = await q
    .select({ round: max(minigameRounds.round) })
    .from(minigameRounds)
    .where(eq(minigameRounds.prodId, prodId));
  const from = Math.max((top?.round ?? -Infinity) + 1, lastDue - CATCH_UP + 1);
  const due = new Set<number>();
  for (let r = from; r <= lastDue; r++) due.add(r);
  // every round with open bets is drawn when due, however far back
  const waiting = await q
    .selectDistinct({ ref: bets.roundRef })
    .from(bets)
    .where(and(eq(bets.gameType, prodId), eq(bets.state, 'bet')));
  for (const { ref } of waiting) {
    const round = Number(ref?.split(':')[1]);
    if (Number.isInteger(round) && round <= lastDue && !(await isDrawn(q, prodId, round))) due.add(round);
  }
  return [...due].sort((a, b) => a - b);
}

/** Draws what is due for every game (the ticker, idempotent); announces each draw and the round opened after. */
export async function drawDue(db: Db, push: Push, now: Date): Promise<Drawn[]> {
  const all = await miniSettings(db);
  const out: Drawn[] = [];
  for (const prodId of MINI_GAMES) {
    const p = all[prodId];
    await settleStragglers(db, prodId, now);
    let any = false;
    for (const round of await dueRounds(db, prodId, p, now)) {
      const t = roundTimes(p, round);
      const d = await drawRound(db, { prodId, times: { ...t, drawsAt: t.endsAt }, now, by: 'tick' });
      if (!d) continue;
      any = true;
      out.push(d);
      announceDraw(push, d);
    }
    if (any) await announceRound(db, push, prodId, now);
  }
  return out;
}

/**
 * The console draws a game's running round now: the round ends at once (the next one opens now, at
 * the game's length) and is drawn — at random or as fixed.
 */
export async function drawNow(db: Db, push: Push, prodId: MiniGameId, now: Date, fixed?: FixedDraw): Promise<Drawn | undefined> {
  const all = await miniSettings(db);
  const p = all[prodId];
  const running = roundTimes(p, roundAt(p, now));
  const closesAt = running.closesAt < now ? running.closesAt : now;
  const d = await drawRound(db, {
    prodId,
    times: { round: running.round, opensAt: running.opensAt, closesAt, drawsAt: now },
    now,
    fixed,
    by: 'console',
    before: (tx) => setSetting(tx, 'minigames', { ...all, [prodId]: reanchored(p, running.round + 1, now) }),
  });
  if (!d) return undefined;
  announceDraw(push, d);
  await announceRound(db, push, prodId, now);
  return d;
}

/**
 * A game's new schedule or prices: a new length (or close, or delay) applies from the round after the
 * running one, which keeps its times.
 */
export async function updateProduct(
  db: Db,
  prodId: MiniGameId,
  now: Date,
  change: Partial<Omit<MiniGameSettings, 'anchor'>>,
): Promise<MiniGameSettings> {
  return db.transaction(async (tx) => {
    const all = await miniSettings(tx);
    const p = all[prodId];
    const running = roundTimes(p, roundAt(p, now));
    const schedule = (['intervalSeconds', 'closeSeconds', 'drawDelaySeconds'] as const).some(
      (k) => change[k] !== undefined && change[k] !== p[k],
    );
    const kept = schedule ? reanchored(p, running.round + 1, running.endsAt) : p;
    const next: MiniGameSettings = { ...kept, ...change, odds: { ...p.odds, ...change.odds } };
    await setSetting(tx, 'minigames', { ...all, [prodId]: next });
    return next;
  });
}
