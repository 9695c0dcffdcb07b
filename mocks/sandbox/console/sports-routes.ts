// The console's sports routes (declared in console/decl/sports.ts): the fixtures with their status,
// prices now and open bets, a result set by the operator (settles the fixture's folders at once), a
// fixture cancelled (every folder on it void at 1.00), and a fixture or market held or released.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { sportFixtures, sportMarkets } from '../db/schema';
import type { FixtureResult, MarketRow } from '../domain/sports';
import { liveState, marketView } from '../domain/sports-board';
import { oddsStepMs } from '../domain/sports-odds';
import { openBetsByFixture, settleFixture, type SettleOutcome } from '../domain/sports-settle';
import { noteMoved } from '../money-push';
import { sportsCancel, sportsFixtures, sportsHold, sportsResult, type SettledFixture } from './decl/sports';
import { defineRoute, type ConsoleDeps, type ConsoleRoute } from './route';

async function settle(deps: ConsoleDeps, fixtureId: string, result: FixtureResult | 'cancel'): Promise<{ body: SettledFixture }> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const out: SettleOutcome = await db.transaction((tx) => settleFixture(tx, fixtureId, result, now, 'console'));
  if (!out.done) {
    if (out.reason === 'unknown') throw new HttpError(404, `no fixture ${fixtureId}`);
    throw new HttpError(409, `fixture ${fixtureId} is ${out.state ?? 'settled'} already`);
  }
  // the members whose bets it touched (a loss too) hear CASH with this route's unit of work
  // (money-push.ts); the members it paid are in it already
  noteMoved(out.members);
  const f = out.fixture;
  return {
    body: {
      fixtureId: f.fixtureId,
      state: f.state,
      homeScore: f.homeScore,
      awayScore: f.awayScore,
      htHome: f.htHome,
      htAway: f.htAway,
      firstScorer: f.firstScorer,
      settledBets: out.bets,
    },
  };
}

export const sportsRoutes: ConsoleRoute[] = [
  defineRoute(sportsFixtures, async ({ query, deps }) => {
    const state = query.state || undefined;
    const sport = query.sport || undefined;
    const { db } = deps.database;
    const where: SQL[] = [];
    if (state) where.push(eq(sportFixtures.state, state));
    if (sport) where.push(eq(sportFixtures.sport, sport));
    const rows = await db
      .select()
      .from(sportFixtures)
      .where(and(...where))
      .orderBy(asc(sportFixtures.startAt), asc(sportFixtures.fixtureId));
    const ids = rows.map((r) => r.fixtureId);
    const [markets, open, stepMs] = await Promise.all([
      ids.length
        ? db.select().from(sportMarkets).where(inArray(sportMarkets.fixtureId, ids)).orderBy(asc(sportMarkets.ord))
        : Promise.resolve([]),
      openBetsByFixture(db),
      oddsStepMs(db),
    ]);
    const now = deps.clock.now();
    const byFixture = new Map<string, MarketRow[]>();
    for (const m of markets) byFixture.set(m.fixtureId, [...(byFixture.get(m.fixtureId) ?? []), m]);
    return {
      body: {
        now: seoulDateTime(now),
        oddsStepMs: stepMs,
        rows: rows.map((f) => {
          const live = liveState(f, now);
          return {
            fixtureId: f.fixtureId,
            sport: f.sport,
            league: f.league,
            home: f.home,
            away: f.away,
            startTime: seoulDateTime(f.startAt),
            endTime: seoulDateTime(f.endAt),
            state: f.state,
            status: f.state === 'cancelled' ? ('cancelled' as const) : live.status,
            clock: live.clock,
            score: live.score,
            suspended: f.suspended,
            homeScore: f.homeScore,
            awayScore: f.awayScore,
            resultBy: f.resultBy,
            openBets: open.get(f.fixtureId) ?? 0,
            markets: (byFixture.get(f.fixtureId) ?? []).map((m) => marketView(m, now, stepMs, false)),
          };
        }),
      },
    };
  }),
  defineRoute(sportsResult, ({ params: { fixtureId }, body, deps }) =>
    settle(deps, fixtureId, {
      home: body.home,
      away: body.away,
      htHome: body.htHome ?? undefined,
      htAway: body.htAway ?? undefined,
      first: body.first,
    }),
  ),
  defineRoute(sportsCancel, ({ params: { fixtureId }, deps }) => settle(deps, fixtureId, 'cancel')),
  defineRoute(sportsHold, async ({ params: { fixtureId }, body: { suspended, marketId }, deps }) => {
    const { db } = deps.database;
    const rows =
      marketId !== undefined
        ? await db
            .update(sportMarkets)
            .set({ suspended })
            .where(and(eq(sportMarkets.marketId, marketId), eq(sportMarkets.fixtureId, fixtureId)))
            .returning({ id: sportMarkets.marketId })
        : await db
            .update(sportFixtures)
            .set({ suspended })
            .where(eq(sportFixtures.fixtureId, fixtureId))
            .returning({ id: sportFixtures.fixtureId });
    if (!rows[0]) throw new HttpError(404, `no ${marketId !== undefined ? `market ${marketId} of ` : ''}fixture ${fixtureId}`);
    return { body: { fixtureId, ...(marketId !== undefined ? { marketId } : {}), suspended } };
  }),
];
