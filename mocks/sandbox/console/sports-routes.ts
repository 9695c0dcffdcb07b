// The console's sports routes (see console/route.ts): the fixtures with their status, prices now and
// open bets, a result set by the operator (settles the fixture's folders at once), a fixture
// cancelled (every folder on it void at 1.00), and a fixture or market held or released.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { FIXTURE_STATES, sportFixtures, sportMarkets, type FixtureState } from '../db/schema';
import {
  isSport,
  liveState,
  marketView,
  oddsStepMs,
  openBetsByFixture,
  pushBalances,
  settleFixture,
  type FixtureResult,
  type MarketRow,
  type SettleOutcome,
} from '../domain/sports';
import type { ConsoleDeps, ConsoleRoute } from './route';

const isState = (s: string): s is FixtureState => (FIXTURE_STATES as readonly string[]).includes(s);
const score = (v: unknown, name: string): number => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 999) throw new HttpError(400, `"${name}" must be a whole number 0–999`);
  return v;
};
const optionalScore = (v: unknown, name: string): number | undefined => (v === undefined || v === null ? undefined : score(v, name));

async function settle(deps: ConsoleDeps, fixtureId: string, result: FixtureResult | 'cancel') {
  const { db } = deps.database;
  const now = deps.clock.now();
  const out: SettleOutcome = await db.transaction((tx) => settleFixture(tx, fixtureId, result, now, 'console'));
  if (!out.done) {
    if (out.reason === 'unknown') throw new HttpError(404, `no fixture ${fixtureId}`);
    throw new HttpError(409, `fixture ${fixtureId} is ${out.state ?? 'settled'} already`);
  }
  await pushBalances(db, deps.push, out.members);
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
  {
    method: 'GET',
    pattern: /^\/__sandbox\/sports\/fixtures$/,
    doc: '?state=open|finished|cancelled&sport= : the fixtures (status, clock, score, prices now, open bets), open ones by start',
    async run({ url, deps }) {
      const state = url.searchParams.get('state') || undefined;
      const sport = url.searchParams.get('sport') || undefined;
      if (state !== undefined && !isState(state)) throw new HttpError(400, `state must be one of ${FIXTURE_STATES.join(', ')}`);
      if (sport !== undefined && !isSport(sport)) throw new HttpError(400, `no sport ${sport}`);
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
              status: f.state === 'cancelled' ? 'cancelled' : live.status,
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
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/sports\/fixtures\/([^/]+)\/result$/,
    doc: '{ "home", "away", "htHome"?, "htAway"?, "first"?: "home"|"away"|"none" } sets the final score: every open folder on the fixture settles (win, lose, or void on a tie on the line); CASH pushes',
    async run({ params: [fixtureId = ''], body, deps }) {
      const b = await body();
      const first = b.first;
      if (first !== undefined && first !== 'home' && first !== 'away' && first !== 'none')
        throw new HttpError(400, '"first" must be home, away or none');
      return settle(deps, fixtureId, {
        home: score(b.home, 'home'),
        away: score(b.away, 'away'),
        htHome: optionalScore(b.htHome, 'htHome'),
        htAway: optionalScore(b.htAway, 'htAway'),
        first,
      });
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/sports\/fixtures\/([^/]+)\/cancel$/,
    doc: 'cancels the fixture: every folder on it void at 1.00 (a single gets its stake back); CASH pushes',
    async run({ params: [fixtureId = ''], deps }) {
      return settle(deps, fixtureId, 'cancel');
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/sports\/fixtures\/([^/]+)\/hold$/,
    doc: '{ "suspended": true|false, "marketId"? } holds or releases the fixture (or one of its markets): held picks refuse with B9999',
    async run({ params: [fixtureId = ''], body, deps }) {
      const { suspended, marketId } = await body();
      if (typeof suspended !== 'boolean') throw new HttpError(400, '"suspended" must be true or false');
      const { db } = deps.database;
      const rows =
        typeof marketId === 'string'
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
      if (!rows[0]) throw new HttpError(404, `no ${typeof marketId === 'string' ? `market ${marketId} of ` : ''}fixture ${fixtureId}`);
      return { body: { fixtureId, ...(typeof marketId === 'string' ? { marketId } : {}), suspended } };
    },
  },
];
