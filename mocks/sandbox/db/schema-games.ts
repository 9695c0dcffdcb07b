// Games: the vendors of docs/rules.md#constants (and the hotel casino's) with the state the console
// sets, their games, the launches (a sandbox game window's session: who plays what, from which
// account, until when) and the rounds the sandbox game posts, each one bet of the betting core,
// idempotent by (vendor, round id) the way a seamless-wallet integration is.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './schema-core';
import { bets } from './schema-bets';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A vendor's state as the console sets it: ok (games launch), cannot-run (B0092), no-credit (the site's
 * credit at the vendor is used up: B0099), blocked (the vendor refuses the connection: 2000), error
 * (the vendor cannot be reached: 9999). A vendor switched off (enabled false) answers B0091.
 */
export const VENDOR_STATES = ['ok', 'cannot-run', 'no-credit', 'blocked', 'error'] as const;
export type VendorState = (typeof VENDOR_STATES)[number];

export const gameVendors = pgTable('game_vendors', {
  /** The game code of /api/common/gameCodes (docs/rules.md#constants): 1, 5, 10 …, 0, 200 …, 101, 1000, 401 … */
  code: text('code').primaryKey(),
  /** Its category (the codes' groupCode): casino, slot, hotel, esport, fishing, virtual. */
  groupCode: text('group_code').notNull(),
  /** { ko, en, vi? } */
  names: jsonb('names').$type<{ ko: string; en: string; vi?: string }>().notNull(),
  ord: integer('ord').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  state: text('state', { enum: VENDOR_STATES }).notNull().default('ok'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const games = pgTable(
  'games',
  {
    /** GameListEntry.id: `<vendor>-<n>`. */
    id: text('id').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    /** The launch payload's gameKey. */
    key: text('key').notNull(),
    /** slot, live, hotel, fishing, esport, virtual. */
    gameType: text('game_type').notNull(),
    names: jsonb('names').$type<{ ko: string; en?: string; vi?: string }>().notNull(),
    image: text('image').notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    portrait: boolean('portrait').notNull().default(false),
    ord: integer('ord').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('games_vendor_key').on(t.vendorCode, t.key), index('games_vendor_idx').on(t.vendorCode, t.ord)],
);

/** One game window: launched by a member, live until it ends (closed, idle, replaced by the next launch, or its session ended). */
export const gameLaunches = pgTable(
  'game_launches',
  {
    token: text('token').primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    vendorCode: text('vendor_code').notNull(),
    gameId: text('game_id').notNull(),
    /** The ledger account its rounds play from: cash (money merged) or game (moved in at the launch). */
    account: text('account', { enum: ['cash', 'game'] }).notNull(),
    /** The session token that launched it: the window lives while that session (through its refreshes) does (domain/games-session.ts). */
    sessionToken: text('session_token'),
    startedAt: at('started_at').notNull(),
    /** The game window's last sign of life (a round or its heartbeat). */
    lastSeenAt: at('last_seen_at').notNull(),
    endedAt: at('ended_at'),
    /** closed (the window said so), idle (no sign of life), replaced (another launch), console, session (its session ended). */
    endedBy: text('ended_by'),
  },
  (t) => [index('game_launches_member_idx').on(t.memId, t.endedAt)],
);

/** A round the sandbox game posted: its bet, what it staked and paid, and what was dealt. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    token: text('token')
      .notNull()
      .references(() => gameLaunches.token),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    betIdx: bigint('bet_idx', { mode: 'number' })
      .notNull()
      .references(() => bets.betIdx),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    win: bigint('win', { mode: 'number' }).notNull(),
    /** The reels or the cards, and the pick: what the game window shows. */
    detail: jsonb('detail').notNull(),
    /** The balance of the account after the round (the answer a repeat gets). */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    playedAt: at('played_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorCode, t.roundId] }),
    index('game_rounds_played_idx').on(t.playedAt),
    check('game_rounds_win_not_negative', sql`${t.win} >= 0`),
  ],
);
