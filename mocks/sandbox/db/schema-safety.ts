// Safer gambling and account security (docs/rules.md#safer-gambling): each member's limits (with a raise or removal
// pending for 24 hours), the reality-check interval and a time-out / self-exclusion, and every login
// attempt on an existing id (IP and User-Agent as the request carried them).
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './schema-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const LIMIT_KINDS = ['deposit', 'loss', 'stake'] as const;
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** One limit per member × kind × period. amount null: no limit in force (a row kept for its pending change). */
export const safetyLimits = pgTable(
  'safety_limits',
  {
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    amount: bigint('amount', { mode: 'number' }),
    /** A raise or a removal waiting: pendingAt set; pendingAmount null means removal. */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingAt: at('pending_at'),
  },
  (t) => [primaryKey({ columns: [t.memId, t.kind, t.period] })],
);

/** The member's reality-check interval and exclusion (one row, made on first change). */
export const safetyMembers = pgTable('safety_members', {
  memId: text('mem_id')
    .primaryKey()
    .references(() => members.memId),
  realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
  exclusionKind: text('exclusion_kind', { enum: ['timeout', 'selfExclusion'] }),
  exclusionUntil: at('exclusion_until'),
});

export const loginAttempts = pgTable(
  'login_attempts',
  {
    idx: serial('idx').primaryKey(),
    memId: text('mem_id')
      .notNull()
      .references(() => members.memId),
    at: at('at').notNull(),
    ip: text('ip').notNull(),
    device: text('device').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
  },
  (t) => [index('login_attempts_member_idx').on(t.memId, t.at)],
);

/** Two-step verification (TOTP): a secret waiting for its first code, then enabled with recovery codes (each used once). */
export const totpSecrets = pgTable('totp_secrets', {
  memId: text('mem_id')
    .primaryKey()
    .references(() => members.memId),
  pendingSecret: text('pending_secret'),
  secret: text('secret'),
  recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
  /** The last time step whose code was used (login, disable, re-enrolment): that code and older ones are refused. */
  lastStep: integer('last_step'),
});

/**
 * Failed passwords and two-step codes, on any id typed (known or not) and from which address: what
 * the login throttle counts (domain/throttle.ts, docs/rules.md#login-throttling).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    idx: serial('idx').primaryKey(),
    memId: text('mem_id').notNull(),
    ip: text('ip').notNull(),
    at: at('at').notNull(),
  },
  (t) => [index('login_failures_member_idx').on(t.memId, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);

/** Where a session was started (login; a refresh carries it to the new token), for the active-sessions list. */
export const sessionClients = pgTable('session_clients', {
  token: text('token').primaryKey(),
  ip: text('ip').notNull(),
  device: text('device').notNull(),
});
