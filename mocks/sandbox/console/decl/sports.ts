// The console's sports routes, declared (console/declare.ts): the fixtures with their status, prices
// now and open bets; a result set by the operator, a fixture cancelled, a fixture or market held. The
// handlers are in console/sports-routes.ts (domain/sports.ts settles); the page's Sports panel is
// typed from these.
import { z } from 'zod';
import { SPORTS } from '../../../../src/api/generated/enums';
import type { FixtureState } from '../../db/schema';
import { declare } from '../declare';

/** A fixture's state (db/schema-sports.ts FIXTURE_STATES): open, finished (a result), cancelled (void). */
export const fixtureState = z.enum(['open', 'finished', 'cancelled'] as const satisfies readonly FixtureState[]);

/** One market in the contract's shape (Market), its prices walked to the sandbox's now. */
export const marketView = z.object({
  marketId: z.string(),
  kind: z.enum(['winloose', 'handy', 'underover', 'special']),
  line: z.number().nullable().optional(),
  name: z.string().optional(),
  suspended: z.boolean().optional(),
  odds: z.array(z.object({ key: z.string(), label: z.string().optional(), odds: z.number() })),
});

export const fixtureRow = z.object({
  fixtureId: z.string(),
  sport: z.string(),
  league: z.string(),
  home: z.string(),
  away: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  state: fixtureState,
  /** On the sandbox clock (domain/sports-board.ts liveState), or cancelled. */
  status: z.enum(['scheduled', 'live', 'suspended', 'finished', 'cancelled']),
  clock: z.string().nullable(),
  score: z.string().nullable(),
  suspended: z.boolean(),
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  resultBy: z.string().nullable(),
  openBets: z.number(),
  markets: z.array(marketView),
});
export type FixtureRow = z.infer<typeof fixtureRow>;

/** A fixture after its result or its cancellation, with how many bets settled. */
export const settledFixture = z.object({
  fixtureId: z.string(),
  state: fixtureState,
  homeScore: z.number().nullable(),
  awayScore: z.number().nullable(),
  htHome: z.number().nullable(),
  htAway: z.number().nullable(),
  firstScorer: z.string().nullable(),
  settledBets: z.number(),
});
export type SettledFixture = z.infer<typeof settledFixture>;

const byFixture = z.object({ fixtureId: z.string().min(1) });
const score = z.int().min(0).max(999);

export const sportsFixtures = declare({
  method: 'GET',
  path: '/__sandbox/sports/fixtures',
  doc: '?state=open|finished|cancelled&sport= : the fixtures (status, clock, score, prices now, open bets), open ones by start',
  query: z.object({
    state: z.union([fixtureState, z.literal('')]).optional(),
    sport: z.enum([...SPORTS, '']).optional(),
  }),
  answer: z.object({ now: z.string(), oddsStepMs: z.number(), rows: z.array(fixtureRow) }),
});

export const sportsResult = declare({
  method: 'POST',
  path: '/__sandbox/sports/fixtures/:fixtureId/result',
  doc: 'sets the final score: every open folder on the fixture settles (win, lose, or void on a tie on the line); 409 when settled already; CASH pushes',
  params: byFixture,
  body: z.object({
    home: score,
    away: score,
    htHome: score.nullish(),
    htAway: score.nullish(),
    first: z.enum(['home', 'away', 'none']).optional(),
  }),
  answer: settledFixture,
});

export const sportsCancel = declare({
  method: 'POST',
  path: '/__sandbox/sports/fixtures/:fixtureId/cancel',
  doc: 'cancels the fixture: every folder on it void at 1.00 (a single gets its stake back); CASH pushes',
  params: byFixture,
  answer: settledFixture,
});

export const sportsHold = declare({
  method: 'POST',
  path: '/__sandbox/sports/fixtures/:fixtureId/hold',
  doc: 'holds or releases the fixture (or one of its markets): held picks refuse with B9999',
  params: byFixture,
  body: z.object({ suspended: z.boolean(), marketId: z.string().optional() }),
  answer: z.object({ fixtureId: z.string(), marketId: z.string().optional(), suspended: z.boolean() }),
});
