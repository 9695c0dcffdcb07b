// Sports and e-sports fixtures from state: what sports there are, how long a fixture of each is
// played, and the score it is played to when nobody sets one (the live board's score on the way, the
// result at its scheduled end). The rest of the area, by purpose:
//   domain/sports-board.ts    the board of each menu at the sandbox's now (live clock and score, prices)
//   domain/sports-odds.ts     prices walked on the clock
//   domain/sports-markets.ts  a market's words and its rule of what wins it (the betting guide)
//   domain/sports-bets.ts     the `sport` and `esport` markets of betProc
//   domain/sports-settle.ts   settlement: a fixture's result decides every open folder on it
//   domain/sports-results.ts  the results of settled fixtures
//   domain/sports-roster.ts   the fixtures the sandbox plays
import { SPORTS } from '../../../src/api/generated/enums';
import type { components } from '../../../src/api/generated/schema';
import { seoulDateTime } from '../clock';
import { sportFixtures, sportMarkets } from '../db/schema';
import { hash32 } from './sports-odds';

type S = components['schemas'];
export type FixtureRow = typeof sportFixtures.$inferSelect;
export type MarketRow = typeof sportMarkets.$inferSelect;
export type Sport = S['Sport'];
export type Menu = S['FixtureListRequest']['menu'];

export const isSport = (s: unknown): s is Sport => typeof s === 'string' && (SPORTS as readonly string[]).includes(s);

/** How long a fixture of each sport is played (its scheduled end = start + this), in minutes. */
export const DURATION_MIN: Record<Sport, number> = {
  soccer: 115,
  basketball: 150,
  baseball: 200,
  volleyball: 120,
  badminton: 60,
  hockey: 150,
  combat: 60,
  tennis: 150,
  handball: 90,
  football: 200,
  esport: 120,
};

// ── The score each fixture is played to ─────────────────────────────────────────────────────────

export interface FixtureResult {
  home: number;
  away: number;
  /** Half-time score; by default the score the live board showed at half-time. */
  htHome?: number | undefined;
  htAway?: number | undefined;
  /** Who scored first; by default the side whose first point came first on the live board. */
  first?: 'home' | 'away' | 'none' | undefined;
}

/** [low, high] of a side's final score, or a sets sport's sets to win. */
const SCORE_RANGE: Record<Sport, { kind: 'range'; lo: number; hi: number } | { kind: 'sets'; win: number }> = {
  soccer: { kind: 'range', lo: 0, hi: 4 },
  basketball: { kind: 'range', lo: 72, hi: 121 },
  baseball: { kind: 'range', lo: 0, hi: 9 },
  volleyball: { kind: 'sets', win: 3 },
  badminton: { kind: 'sets', win: 2 },
  hockey: { kind: 'range', lo: 0, hi: 5 },
  combat: { kind: 'sets', win: 1 },
  tennis: { kind: 'range', lo: 8, hi: 19 },
  handball: { kind: 'range', lo: 20, hi: 35 },
  football: { kind: 'range', lo: 3, hi: 38 },
  esport: { kind: 'sets', win: 2 },
};
/** Sports where a tie stands (win/lose has a draw). */
export const THREE_WAY: ReadonlySet<Sport> = new Set<Sport>(['soccer', 'hockey']);

/** The final score a fixture is played to when nobody sets one: the same for a fixture every time. */
export function plannedScore(f: Pick<FixtureRow, 'fixtureId' | 'sport'>): { home: number; away: number } {
  const sport = isSport(f.sport) ? f.sport : 'soccer';
  const h = hash32(`score:${f.fixtureId}`);
  const r = SCORE_RANGE[sport];
  if (r.kind === 'sets') {
    const loser = (h >>> 8) % r.win;
    return h % 2 ? { home: r.win, away: loser } : { home: loser, away: r.win };
  }
  const span = r.hi - r.lo + 1;
  const home = r.lo + (h % span);
  let away = r.lo + ((h >>> 12) % span);
  if (away === home && !THREE_WAY.has(sport)) away = home === r.lo ? home + 1 : home - 1;
  return { home, away };
}

/** The score after a share (0..1) of the playing time, towards a final score. */
export const scoreAt = (final: { home: number; away: number }, share: number) => ({
  home: Math.floor(final.home * share),
  away: Math.floor(final.away * share),
});

/** A result with its half-time score and first scorer filled in from the final score. */
export function fullResult(r: FixtureResult): Required<FixtureResult> {
  const half = scoreAt(r, 0.5);
  // the side with more points reaches its first point sooner (scoreAt), home on a tie
  const first = r.home === 0 && r.away === 0 ? 'none' : r.away > r.home ? 'away' : 'home';
  return { home: r.home, away: r.away, htHome: r.htHome ?? half.home, htAway: r.htAway ?? half.away, first: r.first ?? first };
}

/** What names a fixture on the board and in the results: its sport, league, teams and start. */
export const fixtureHead = (f: FixtureRow) => ({
  fixtureId: f.fixtureId,
  sport: f.sport as Sport,
  league: f.league,
  ...(f.country ? { country: f.country } : {}),
  home: f.home,
  away: f.away,
  startTime: seoulDateTime(f.startAt),
});
