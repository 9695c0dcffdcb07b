// The fixtures the sandbox plays: the contract's fixtures as a roster (one list for both:
// codegen/data/sports-fixtures.json), their markets
// at fair prices with a 6 % margin (codegen/betting-examples.mjs prices the contract's examples the
// same way), used by the seed (seed/sports.ts) and by the `sports-schedule` ticker that keeps a
// long-running sandbox's board stocked: whenever fewer than SCHEDULE_MIN fixtures are still to come,
// it adds a round of the roster starting over the next hours (ids `f-<round>-<n>`, `e-<round>-<n>`,
// once per round of ROUND_HOURS).
import { and, count, eq, gt, ne } from 'drizzle-orm';
import roster from '../../../codegen/data/sports-fixtures.json';
import type { Db } from '../db/open';
import { sportFixtures, sportMarkets, type BasePrice } from '../db/schema';
import { roundOdds } from './bets';
import { DURATION_MIN, THREE_WAY, type Sport } from './sports';

type FixtureInsert = typeof sportFixtures.$inferInsert;
type MarketInsert = typeof sportMarkets.$inferInsert;

/** [id, sport, league, country, home, away, minutes from now to the start, total line, home strength] */
export type Row = [string, Sport, string, string, string, string, number, number, number];

/** The handicap line per sport (codegen/data/sports-fixtures.json). */
const HANDY_LINE: Record<Sport, number> = roster.handicapLines;

const sportOf = (name: string): Sport => {
  if (!(name in HANDY_LINE)) throw new Error(`codegen/data/sports-fixtures.json: no sport ${name}`);
  return name as Sport;
};

/**
 * The fixtures the sandbox plays: the one list the contract's examples are written from too
 * (codegen/data/sports-fixtures.json, read by codegen/betting-examples.mjs).
 */
export const FIXTURES: Row[] = roster.fixtures.map((f) => [
  f.id,
  sportOf(f.sport),
  f.league,
  f.country,
  f.home,
  f.away,
  f.startsInMinutes,
  f.totalLine,
  f.homeStrength,
]);

/** Fair odds of a probability with a 6 % margin, two decimals, at least 1.01 (codegen/betting-examples.mjs). */
const price = (p: number): number => Math.max(1.01, roundOdds(1 / (p * 1.06)));

const SPECIALS: { code: string; name: string; picks: [string, string][]; odds: number[] }[] = [
  {
    code: 'first',
    name: '첫 득점 팀',
    picks: [
      ['home', '홈팀'],
      ['none', '무득점'],
      ['away', '원정팀'],
    ],
    odds: [2.05, 9.5, 2.45],
  },
  {
    code: 'btts',
    name: '양팀 모두 득점',
    picks: [
      ['yes', '예'],
      ['no', '아니오'],
    ],
    odds: [1.72, 2.02],
  },
  {
    code: 'half',
    name: '전반전 승무패',
    picks: [
      ['home', '홈 승'],
      ['draw', '무'],
      ['away', '원정 승'],
    ],
    odds: [2.9, 2.1, 3.6],
  },
];

/** The markets of a fixture: win/lose, handicap, total (and specials for a soccer fixture still to come). */
export function marketsOf(id: string, sport: Sport, total: number, s: number, i: number, specials: number | null): MarketInsert[] {
  const out: MarketInsert[] = [];
  const wl: BasePrice[] = THREE_WAY.has(sport)
    ? [
        { key: 'home', odds: price(s * 0.74) },
        { key: 'draw', odds: price(0.26) },
        { key: 'away', odds: price((1 - s) * 0.74) },
      ]
    : [
        { key: 'home', odds: price(s) },
        { key: 'away', odds: price(1 - s) },
      ];
  out.push({ marketId: `${id}-wl`, fixtureId: id, ord: 1, kind: 'winloose', line: null, odds: wl });
  out.push({
    marketId: `${id}-hd`,
    fixtureId: id,
    ord: 2,
    kind: 'handy',
    line: s >= 0.5 ? -HANDY_LINE[sport] : HANDY_LINE[sport],
    odds: [
      { key: 'home', odds: price(0.5 + (i % 3) * 0.01) },
      { key: 'away', odds: price(0.5 - (i % 3) * 0.01) },
    ],
  });
  out.push({
    marketId: `${id}-uo`,
    fixtureId: id,
    ord: 3,
    kind: 'underover',
    line: total,
    odds: [
      { key: 'under', odds: price(0.49) },
      { key: 'over', odds: price(0.51) },
    ],
  });
  if (specials !== null) {
    SPECIALS.forEach((sp, j) =>
      out.push({
        marketId: `${id}-sp${j + 1}`,
        fixtureId: id,
        ord: 4 + j,
        kind: 'special',
        line: null,
        code: sp.code,
        name: sp.name,
        odds: sp.picks.map(([key, label], k) => ({ key, label, odds: roundOdds((sp.odds[k] ?? 2) + specials * 0.05) })),
      }),
    );
  }
  return out;
}

export const SCHEDULE_MIN = 6;
export const ROUND_HOURS = 6;
const MINUTE = 60_000;

/** Adds a round of the roster when fewer than SCHEDULE_MIN fixtures are still to come; at most once per round. */
export async function restock(db: Db, now: Date): Promise<number> {
  const [upcoming] = await db
    .select({ n: count() })
    .from(sportFixtures)
    .where(and(eq(sportFixtures.state, 'open'), gt(sportFixtures.startAt, now), ne(sportFixtures.sport, 'esport')));
  if ((upcoming?.n ?? 0) >= SCHEDULE_MIN) return 0;
  const round = Math.floor(now.getTime() / (ROUND_HOURS * 3_600_000));
  const fixtures: FixtureInsert[] = [];
  const markets: MarketInsert[] = [];
  let soccer = 0;
  FIXTURES.forEach(([seededId, sport, league, country, home, away, , total, s], i) => {
    const id = `${seededId.startsWith('e-') ? 'e' : 'f'}-${round}-${i + 1}`;
    const swap = round % 2 === 1;
    const startAt = new Date(now.getTime() + (15 + i * 20) * MINUTE);
    fixtures.push({
      fixtureId: id,
      sport,
      league,
      country,
      home: swap ? away : home,
      away: swap ? home : away,
      startAt,
      endAt: new Date(startAt.getTime() + DURATION_MIN[sport] * MINUTE),
    });
    markets.push(...marketsOf(id, sport, total, swap ? 1 - s : s, i, sport === 'soccer' ? soccer++ : null));
  });
  const added = await db.transaction(async (tx) => {
    const rows = await tx.insert(sportFixtures).values(fixtures).onConflictDoNothing().returning({ id: sportFixtures.fixtureId });
    if (rows.length) await tx.insert(sportMarkets).values(markets).onConflictDoNothing();
    return rows.length;
  });
  return added;
}
