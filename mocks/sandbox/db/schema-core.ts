// The sandbox's tables (Drizzle, PostgreSQL). Money columns are bigint won (points: whole points);
// every balance has a CHECK (>= 0) so no code path can make one negative, and every change of a
// balance is a `ledger` row written in the same transaction (mocks/sandbox/ledger.ts).
// The core tables (members, sessions, ledger, cash, board, points); the tables of play are in the
// other schema-*.ts files, which import from here; db/schema.ts is the index of them all.
// After changing a schema file: `npm run sandbox:migrations` (regenerates db/migrations with drizzle-kit).
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** waiting (signed up, not approved), normal, suspended (no money in or out), locked (no bets, no login). */
export const MEMBER_STATES = ['waiting', 'normal', 'suspended', 'locked'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const members = pgTable(
  'members',
  {
    memId: text('mem_id').primaryKey(),
    /** scrypt hash `salt:hash` (mocks/sandbox/passwords.ts). */
    passHash: text('pass_hash').notNull(),
    nick: text('nick').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** The mobile carrier (memPhoneVendor) chosen at signup or in the info edit, null when none was chosen. */
    phoneVendor: text('phone_vendor'),
    bankName: text('bank_name').notNull(),
    bankAcc: text('bank_acc').notNull(),
    /** The withdrawal PIN (4 digits), null when none is set. */
    cashOutPass: text('cash_out_pass'),
    recommenderId: text('recommender_id'),
    /** The partner this member sits under (the partner tree), null at the top. */
    parentId: text('parent_id'),
    /** PTN_1 … PTN_5 for a partner, null for a member. */
    partnerType: text('partner_type'),
    level: integer('level').notNull().default(1),
    state: text('state', { enum: MEMBER_STATES }).notNull().default('waiting'),
    cash: money('cash'),
    points: money('points'),
    gameMoney: money('game_money'),
    /** Money merge (changeMemCashFlag): game money is kept with cash. */
    moneyMerged: boolean('money_merged').notNull().default(false),
    /** Banned from withdrawing by the operator (cash/out answers C203). */
    cashOutBanned: boolean('cash_out_banned').notNull().default(false),
    /**
     * The operator's hold on betting: banned = no betting permission (betProc answers B1001), locked =
     * betting locked, e.g. while play is reviewed (B1002). Null: may bet.
     */
    betBlock: text('bet_block', { enum: ['banned', 'locked'] }),
    /** Member is in a game (money with the vendor). */
    inGame: boolean('in_game').notNull().default(false),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [
    check('members_cash_not_negative', sql`${t.cash} >= 0`),
    check('members_points_not_negative', sql`${t.points} >= 0`),
    check('members_game_money_not_negative', sql`${t.gameMoney} >= 0`),
    uniqueIndex('members_nick_key').on(t.nick),
    uniqueIndex('members_phone_key').on(t.phone),
    uniqueIndex('members_bank_acc_key').on(t.bankAcc),
    index('members_parent_idx').on(t.parentId),
  ],
);

/** One row per token; a refresh revokes the old row (`replacedBy`), a second login ends the others (`endedBy`). */
export const sessions = pgTable(
  'sessions',
  {
    token: text('token').primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** The token a refresh replaced this one with. */
    replacedBy: text('replaced_by'),
    /** Why it ended: logout, login-elsewhere (TK999), console. */
    endedBy: text('ended_by'),
  },
  (t) => [index('sessions_member_idx').on(t.memId)],
);

export const LEDGER_ACCOUNTS = ['cash', 'points', 'game'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** Every change of a balance. sum(amount) per member and account equals the member's balance. */
export const ledger = pgTable(
  'ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    /** deposit-approved, withdrawal-requested, withdrawal-rejected, point-conversion, coupon, console, seed … */
    reason: text('reason').notNull(),
    /** The transaction: the cash request, coupon, idempotency key … this row belongs to. */
    txId: text('tx_id').notNull(),
    note: text('note'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('ledger_balance_after_not_negative', sql`${t.balanceAfter} >= 0`), index('ledger_member_idx').on(t.memId, t.account)],
);

/** An Idempotency-Key applied once per member and operation; a repeat gets `answer` back. */
export const idempotency = pgTable(
  'idempotency',
  {
    memId: text('mem_id').notNull(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    answer: jsonb('answer').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memId, t.key] })],
);

/** docs/rules.md#states: 0 requested → 2 waiting → 1 complete | -1 cancelled. */
export const CASH_STATUSES = ['0', '2', '1', '-1'] as const;
export type CashStatus = (typeof CASH_STATUSES)[number];

export const cashRequests = pgTable(
  'cash_requests',
  {
    idx: serial('idx').primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    payType: text('pay_type', { enum: ['bank', 'coin'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bonusAmt: money('bonus_amt'),
    status: text('status', { enum: CASH_STATUSES }).notNull().default('0'),
    appliedAt: at('applied_at').notNull().defaultNow(),
    waitAt: at('wait_at'),
    processedAt: at('processed_at'),
    depositName: text('deposit_name'),
    coinAmount: text('coin_amount'),
    /** Won per USDT the coin request was valued at (the coinRate setting, may have decimals). */
    coinRate: doublePrecision('coin_rate'),
    txHash: text('tx_hash'),
    walletAddress: text('wallet_address'),
    network: text('network'),
    /** Hidden by the member (cash/del); kept for the ledger and the console. */
    hidden: boolean('hidden').notNull().default(false),
    rejectReason: text('reject_reason'),
  },
  (t) => [check('cash_amount_positive', sql`${t.amount} > 0`), index('cash_member_idx').on(t.memId, t.appliedAt)],
);

export const messages = pgTable(
  'messages',
  {
    idx: serial('idx').primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
    readAt: at('read_at'),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('messages_member_idx').on(t.memId, t.sentAt)],
);

/** Board posts of every board type: notice, event, free, qna, accountqna, faq, guide, rule. */
export const posts = pgTable(
  'posts',
  {
    idx: serial('idx').primaryKey(),
    boardType: text('board_type').notNull(),
    category: text('category', { enum: ['normal', 'event', 'notice'] })
      .notNull()
      .default('normal'),
    /** Writer; null for the site's own posts (notices, events, FAQ). */
    memId: text('mem_id').references(() => members.memId),
    title: text('title').notNull(),
    content: text('content').notNull(),
    inquiryType: text('inquiry_type', { enum: ['bankAccount', 'other'] }),
    /** The console's answer to an inquiry; null while it waits. */
    answer: text('answer'),
    answeredAt: at('answered_at'),
    /** Bet ids attached to a free-board post. */
    betIds: jsonb('bet_ids').$type<number[]>().notNull().default([]),
    views: integer('views').notNull().default(0),
    /** Shown on the main page (notices, events). */
    pinned: boolean('pinned').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('posts_board_idx').on(t.boardType, t.createdAt)],
);

export const comments = pgTable(
  'comments',
  {
    idx: serial('idx').primaryKey(),
    postIdx: integer('post_idx')
      .notNull()
      .references(() => posts.idx),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('comments_post_idx').on(t.postIdx)],
);

export const coupons = pgTable(
  'coupons',
  {
    idx: serial('idx').primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['cash', 'point'] }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['unused', 'used', 'expired', 'gifted'] })
      .notNull()
      .default('unused'),
    /** Last day it can be used (Seoul), null when it never expires. */
    expiresOn: date('expires_on', { mode: 'string' }),
    fromId: text('from_id'),
    toId: text('to_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [check('coupon_amount_positive', sql`${t.amount} > 0`), index('coupons_member_idx').on(t.memId)],
);

/** Point accruals and uses as the point list shows them (the balance itself is in `ledger`). */
export const pointRecords = pgTable(
  'point_records',
  {
    idx: serial('idx').primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    kindCode: text('kind_code').notNull(),
    useCategoryCode: text('use_category_code').notNull().default('none'),
    /** Points accrued (> 0) or 0 for a use. */
    points: integer('points').notNull().default(0),
    /** Points used (> 0) or 0 for an accrual. */
    appliedPoints: integer('applied_points').notNull().default(0),
    percent: integer('percent'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('points_member_idx').on(t.memId, t.createdAt)],
);

export const attendance = pgTable(
  'attendance',
  {
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    /** The Seoul day checked in. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memId, t.day] })],
);

/**
 * Site settings the console can change, one JSON value per key: siteOption, maintenance, banks,
 * banners, popups, codes, coinRate, cashRules, clockOffsetMs (the sandbox's clock).
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
