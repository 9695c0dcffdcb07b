// Sports settlement: a fixture's result — set in the console, or at its scheduled end by the `sports`
// ticker (settleDue, at the score it was played to) — decides every open folder on it by its market's
// rule (domain/sports-markets.ts; a cancelled fixture is void), and the betting core settles each bet
// by the combination rule.
import { and, asc, eq, lte, ne } from 'drizzle-orm';
import type { Db, Q, Tx } from '../db/open';
import { betFolders, bets, sportFixtures, sportMarkets, type FixtureState } from '../db/schema';
import { settleMany, type BetFolderResult } from './bets';
import { fullResult, plannedScore, type FixtureResult, type FixtureRow } from './sports';
import { pickResult } from './sports-markets';

export type SettleOutcome =
  | { done: true; fixture: FixtureRow; bets: number; members: string[] }
  | { done: false; reason: 'unknown' | 'closed'; state?: FixtureState };

/**
 * Sets a fixture's result (or cancels it) and settles every open folder on it; each bet settles by
 * the core's rule once all its folders are known. Nothing happens to a fixture already settled.
 */
export async function settleFixture(
  tx: Tx,
  fixtureId: string,
  result: FixtureResult | 'cancel',
  now: Date,
  by: 'console' | 'schedule',
): Promise<SettleOutcome> {
  const found = await tx.select().from(sportFixtures).where(eq(sportFixtures.fixtureId, fixtureId)).for('update');
  const fixture = found[0];
  if (!fixture) return { done: false, reason: 'unknown' };
  if (fixture.state !== 'open') return { done: false, reason: 'closed', state: fixture.state };
  const full = result === 'cancel' ? null : fullResult(result);
  const [row] = await tx
    .update(sportFixtures)
    .set(
      full
        ? {
            state: 'finished',
            homeScore: full.home,
            awayScore: full.away,
            htHome: full.htHome,
            htAway: full.htAway,
            firstScorer: full.first,
            resultBy: by,
            settledAt: now,
          }
        : { state: 'cancelled', resultBy: by, settledAt: now },
    )
    .where(eq(sportFixtures.fixtureId, fixtureId))
    .returning();
  const markets = new Map((await tx.select().from(sportMarkets).where(eq(sportMarkets.fixtureId, fixtureId))).map((m) => [m.marketId, m]));
  const waiting = await tx
    .select({
      betIdx: betFolders.betIdx,
      folderIdx: betFolders.folderIdx,
      marketId: betFolders.marketId,
      key: betFolders.key,
      memId: bets.memId,
      state: bets.state,
    })
    .from(betFolders)
    .innerJoin(bets, eq(bets.betIdx, betFolders.betIdx))
    // every waiting folder on the fixture, also of a combination another folder lost already: each
    // leg shows its own result and score (the bet's state and payout stay as they are)
    .where(and(eq(betFolders.fixtureId, fixtureId), eq(betFolders.result, 'bet')))
    .orderBy(asc(betFolders.betIdx), asc(betFolders.folderIdx));
  const open = waiting.filter((f) => f.state === 'bet');
  const touched = new Set(open.map((f) => f.memId));
  const score = full ? `${full.home}:${full.away}` : undefined;
  const results: BetFolderResult[] = waiting.map((f) => {
    const market = f.marketId ? markets.get(f.marketId) : undefined;
    return { betIdx: f.betIdx, folderIdx: f.folderIdx, result: !full || !market ? 'cancel' : pickResult(market, f.key, full), score };
  });
  // one result settles every bet on the fixture in bulk (10,000 in ~2 s on PGlite: npm run bench)
  await settleMany(tx, results, now);
  if (!row) throw new Error(`sandbox: fixture ${fixtureId} was not updated`);
  return { done: true, fixture: row, bets: new Set(open.map((f) => f.betIdx)).size, members: [...touched] };
}

/** Settles every open fixture whose scheduled end has passed, at the score it was played to. */
export async function settleDue(q: Db, now: Date): Promise<number> {
  const due = await q
    .select({ fixtureId: sportFixtures.fixtureId, sport: sportFixtures.sport })
    .from(sportFixtures)
    .where(and(eq(sportFixtures.state, 'open'), lte(sportFixtures.endAt, now)))
    .orderBy(asc(sportFixtures.endAt));
  let n = 0;
  for (const f of due) {
    const out = await q.transaction((tx) => settleFixture(tx, f.fixtureId, plannedScore(f), now, 'schedule'));
    if (out.done) n++;
  }
  return n;
}

/** Open bets per fixture (the console's list). */
export async function openBetsByFixture(q: Q): Promise<Map<string, number>> {
  const rows = await q
    .selectDistinct({ fixtureId: betFolders.fixtureId, betIdx: betFolders.betIdx })
    .from(betFolders)
    .innerJoin(bets, eq(bets.betIdx, betFolders.betIdx))
    .where(and(eq(bets.state, 'bet'), ne(betFolders.fixtureId, '')));
  const out = new Map<string, number>();
  for (const r of rows) if (r.fixtureId) out.set(r.fixtureId, (out.get(r.fixtureId) ?? 0) + 1);
  return out;
}
