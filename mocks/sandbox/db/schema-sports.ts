// Sports and e-sports: fixtures with their scheduled start and end on the sandbox's
// clock, their markets at base prices (the prices answered move on the clock: domain/sports-odds), and
// the result once the console sets it or the scheduled end passes (domain/sports settles the folders).
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** open (scheduled or being played), finished (a result), cancelled (void: every folder at 1.00). */
export const FIXTURE_STATES = ['open', 'finished', 'cancelled'] as const;
export type FixtureState = (typeof FIXTURE_STATES)[number];

export const MARKET_KINDS = ['winloose', 'handy', 'underover', 'special'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

/** A price of a market as seeded: the pick's key, a special pick's label, the base odds. */
export interface BasePrice {
  key: string;
  label?: string;
  odds: number;
}

export const sportFixtures = pgTable(
  'sport_fixtures',
  {
    fixtureId: text('fixture_id').primaryKey(),
    /** Sport (the contract's enum): soccer … esport. */
    sport: text('sport').notNull(),
    league: text('league').notNull(),
    country: text('country'),
    home: text('home').notNull(),
    away: text('away').notNull(),
    startAt: at('start_at').notNull(),
    /** When it is due to end: the ticker settles it then unless the console did before. */
    endAt: at('end_at').notNull(),
    /** The bookmaker holds every market (status suspended while played). */
    suspended: boolean('suspended').notNull().default(false),
    state: text('state', { enum: FIXTURE_STATES }).notNull().default('open'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** The half-time score (first-half specials). */
    htHome: integer('ht_home'),
    htAway: integer('ht_away'),
    /** Who scored first: home, away or none (the first-scorer special). */
    firstScorer: text('first_scorer'),
    /** console or schedule: who set the result. */
    resultBy: text('result_by'),
    settledAt: at('settled_at'),
  },
  (t) => [index('sport_fixtures_state_idx').on(t.state, t.startAt)],
);

export const sportMarkets = pgTable(
  'sport_markets',
  {
    marketId: text('market_id').primaryKey(),
    fixtureId: text('fixture_id')
      .notNull()
      .references(() => sportFixtures.fixtureId),
    /** Order on the fixture's card. */
    ord: integer('ord').notNull(),
    kind: text('kind', { enum: MARKET_KINDS }).notNull(),
    /** Handicap (home side) or total line; null for win/lose and specials. */
    line: doublePrecision('line'),
    /** A special market's code (first, btts, half) and its name as the server words it. */
    code: text('code'),
    name: text('name'),
    suspended: boolean('suspended').notNull().default(false),
    /** BasePrice[]: the prices the clock's walk starts from. */
    odds: jsonb('odds').$type<BasePrice[]>().notNull(),
  },
  (t) => [index('sport_markets_fixture_idx').on(t.fixtureId)],
);
