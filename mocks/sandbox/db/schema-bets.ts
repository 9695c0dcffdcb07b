// Bets: one row per bet of any kind (sports and e-sports slips, mini-game picks, vendor game rounds),
// with its folders (the picks of a slip; one for a single bet or a game round). Placing a bet debits
// the stake and settling it credits the win, each a ledger move in the same transaction
// (mocks/sandbox/domain/bets.ts). The partner economy's settlements read these rows by group.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './schema-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** BetRow.type: bet (open), win, lose, draw (void at 1.00, stake back), cancel (stake back). */
export const BET_STATES = ['bet', 'win', 'lose', 'draw', 'cancel'] as const;
export type BetState = (typeof BET_STATES)[number];

export const bets = pgTable(
  'bets',
  {
    betIdx: bigserial('bet_idx', { mode: 'number' }).primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    /** The game group's code (/api/common/gameGroupCodes): sport, esport, mini, casino, hotel, slot, fish. */
    groupKey: text('group_key').notNull(),
    /** sport, esport, a mini game's prodId, or the vendor game's code. */
    gameType: text('game_type').notNull(),
    /** The vendor's game code (/api/common/gameCodes) for a vendor game's round. */
    vendorCode: text('vendor_code'),
    /** GameNames ({ ko, en, vi }) of the game, when it has them. */
    gameNames: jsonb('game_names'),
    /** BetRow.form: the table, slot title or kind of sports bet, as the server writes it. */
    form: text('form').notNull(),
    /** What the bet waits on: `powerball:1284` (a round), a vendor round id … null for a sports slip. */
    roundRef: text('round_ref'),
    /** The ledger account the stake came from and the win goes to. */
    account: text('account', { enum: ['cash', 'game'] })
      .notNull()
      .default('cash'),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** The product of the folders' odds when placed (2 decimals); 1 for a vendor round. */
    totalOdds: doublePrecision('total_odds').notNull().default(1),
    potentialWin: bigint('potential_win', { mode: 'number' }).notNull().default(0),
    /** What was paid back when settled (win, or the stake on draw / cancel). */
    winCash: bigint('win_cash', { mode: 'number' }).notNull().default(0),
    state: text('state', { enum: BET_STATES }).notNull().default('bet'),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    check('bets_stake_positive', sql`${t.stake} > 0`),
    check('bets_win_not_negative', sql`${t.winCash} >= 0`),
    index('bets_member_idx').on(t.memId, t.placedAt),
    index('bets_round_idx').on(t.roundRef),
    index('bets_state_idx').on(t.state),
  ],
);

/** One pick of a bet (BetFolder): a fixture's market and pick, or a round's option. */
export const betFolders = pgTable(
  'bet_folders',
  {
    betIdx: bigint('bet_idx', { mode: 'number' })
      .notNull()
      .references(() => bets.betIdx),
    folderIdx: integer('folder_idx').notNull(),
    fixtureId: text('fixture_id'),
    marketId: text('market_id'),
    /** The market's odds key or the mini game's option key (BetProcRequest.selections[].key). */
    key: text('key').notNull(),
    odds: doublePrecision('odds').notNull(),
    /** BetFolder.game: "home vs away", "powerball round 1284" … */
    game: text('game').notNull(),
    league: text('league'),
    startAt: at('start_at'),
    market: text('market').notNull(),
    pick: text('pick').notNull(),
    score: text('score'),
    result: text('result', { enum: BET_STATES }).notNull().default('bet'),
  },
  (t) => [primaryKey({ columns: [t.betIdx, t.folderIdx] }), index('bet_folders_fixture_idx').on(t.fixtureId)],
);
