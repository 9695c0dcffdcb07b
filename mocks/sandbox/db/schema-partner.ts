// The partner economy: each member's rolling and losing rates per game category (with
// when they last changed: a change locks further change for a day, docs/rules.md#states), each partner's
// permissions to give, take back and move money, the gives / take-backs / moves made (each a pair of
// ledger moves, mocks/sandbox/domain/partner.ts), and reserved settlement payments (waiting → paid by
// the clock's ticker at payAt, or cancelled while waiting). Settlements themselves are not stored:
// they are computed from the sub-members' settled `bets`.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './schema-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The contract's GameCategory: partner stats, rates and settlements are kept per category. */
export const GAME_CATEGORIES = ['casino', 'hotel', 'slot', 'mini'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** A member's rates in one category, in percent; a member without a row has 0 / 0. */
export const partnerRates = pgTable(
  'partner_rates',
  {
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    category: text('category', { enum: GAME_CATEGORIES }).notNull(),
    rollingRate: doublePrecision('rolling_rate').notNull().default(0),
    losingRate: doublePrecision('losing_rate').notNull().default(0),
    /** When a partner last changed them (rateUpdate); null when never changed since they were set. */
    changedAt: at('changed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memId, t.category] }),
    check('partner_rates_rolling_range', sql`${t.rollingRate} >= 0 and ${t.rollingRate} <= 100`),
    check('partner_rates_losing_range', sql`${t.losingRate} >= 0 and ${t.losingRate} <= 100`),
  ],
);

/** A partner's money permissions (C301 give / move, C401 take back); a partner without a row has them all. */
export const partnerPermissions = pgTable('partner_permissions', {
  memId: text('mem_id')
    .primaryKey()
    .references(() => members.memId),
  give: boolean('give').notNull().default(true),
  takeback: boolean('takeback').notNull().default(true),
  move: boolean('move').notNull().default(true),
});

export const TRANSFER_TYPES = ['give', 'takeback', 'move'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/** A give, take-back or move a partner made: the money went from `fromId` to `toId` (two ledger rows, `txId`). */
export const partnerTransfers = pgTable(
  'partner_transfers',
  {
    idx: serial('idx').primaryKey(),
    /** The partner who made it. */
    partnerId: text('partner_id')
      .notNull()
      .references(() => members.memId),
    type: text('type', { enum: TRANSFER_TYPES }).notNull(),
    fromId: text('from_id')
      .notNull()
      .references(() => members.memId),
    /** The sub-member it concerns (given to, taken back from, or moved to). */
    targetId: text('target_id')
      .notNull()
      .references(() => members.memId),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The partner's cash after (for a move: the sender's). */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** The target's cash after. */
    cashAfter: bigint('cash_after', { mode: 'number' }).notNull(),
    note: text('note'),
    txId: text('tx_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('partner_transfers_amount_positive', sql`${t.amount} > 0`),
    index('partner_transfers_partner_idx').on(t.partnerId, t.createdAt),
    index('partner_transfers_target_idx').on(t.targetId, t.createdAt),
  ],
);

export const RESERVATION_STATES = ['waiting', 'paid', 'cancelled'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** A settlement (member, Seoul day, category) the partner pays at `payAt` from its own cash. */
export const settlementReservations = pgTable(
  'settlement_reservations',
  {
    idx: serial('idx').primaryKey(),
    partnerId: text('partner_id')
      .notNull()
      .references(() => members.memId),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    category: text('category', { enum: GAME_CATEGORIES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    payAt: at('pay_at').notNull(),
    status: text('status', { enum: RESERVATION_STATES }).notNull().default('waiting'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When it was paid or cancelled. */
    doneAt: at('done_at'),
  },
  (t) => [
    check('settlement_reservations_amount_positive', sql`${t.amount} > 0`),
    // one settlement is reserved (or paid) once
    uniqueIndex('settlement_reservations_once')
      .on(t.memId, t.settlementDate, t.category)
      .where(sql`${t.status} <> 'cancelled'`),
    index('settlement_reservations_partner_idx').on(t.partnerId, t.payAt),
    index('settlement_reservations_due_idx').on(t.status, t.payAt),
  ],
);
