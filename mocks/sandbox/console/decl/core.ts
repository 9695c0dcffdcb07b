// The console's core routes, declared (console/declare.ts): health, reset, the ledger, the clock,
// approving a member, who listens for pushes. The handlers are in console/core-routes.ts; the page's
// Overview and Clock panels and the member's ledger are typed from these.
import { z } from 'zod';
import { declare, memberParam, okAnswer } from '../declare';

/** A member state (db/schema-core.ts MEMBER_STATES). */
export const memberState = z.enum(['waiting', 'normal', 'suspended', 'locked']);
export type MemberStateText = z.infer<typeof memberState>;

/** One ledger row (db/schema-core.ts `ledger`): signed amount, the balance after it, why. */
export const ledgerRow = z.object({
  id: z.number(),
  memId: z.string(),
  account: z.enum(['cash', 'points', 'game']),
  amount: z.number(),
  balanceAfter: z.number(),
  reason: z.string(),
  txId: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

/** A member whose balance differs from the sum of its ledger rows (ledger.ts auditLedger). */
export const ledgerMismatch = z.object({
  memId: z.string(),
  account: z.enum(['cash', 'points', 'game']),
  balance: z.number(),
  ledgerSum: z.number(),
});

export const pushListening = declare({
  method: 'GET',
  path: '/__sandbox/push/listening',
  doc: "?memId=: how many of the member's live sessions have a browser subscribed to their push topic (a push sent before is lost)",
  query: z.object({ memId: z.string().optional() }),
  answer: z.object({ memId: z.string(), sessions: z.number(), listening: z.number() }),
});

export const health = declare({
  method: 'GET',
  path: '/__sandbox/health',
  doc: 'what runs: the database, the sandbox clock, ledger mismatches (0 when the books agree), the operations served from state',
  answer: z.object({
    ok: z.boolean(),
    database: z.string(),
    now: z.string(),
    clockOffsetMs: z.number(),
    ledgerMismatches: z.number(),
    operations: z.object({ state: z.array(z.string()), examples: z.array(z.string()) }),
  }),
});
export type Health = z.infer<typeof health.answer>;

export const reset = declare({
  method: 'POST',
  path: '/__sandbox/reset',
  doc: 'wipe every table and seed again; the clock back to real time',
  answer: okAnswer,
});

export const memberApprove = declare({
  method: 'POST',
  path: '/__sandbox/members/:memId/approve',
  doc: 'approve a member waiting after signup (they can log in from then on)',
  params: memberParam,
  answer: z.object({ memId: z.string(), state: memberState }),
});

export const ledgerList = declare({
  method: 'GET',
  path: '/__sandbox/ledger',
  doc: "?memId= : the member's ledger rows, newest first, and any mismatch between them and the balances",
  query: z.object({ memId: z.string().min(1) }),
  answer: z.object({ rows: z.array(ledgerRow), mismatches: z.array(ledgerMismatch) }),
});

export const clockSet = declare({
  method: 'POST',
  path: '/__sandbox/clock',
  doc: '{ "now": ISO } or { "advanceMs": n } moves the sandbox clock; {} sets it back to real time. What falls due (draws, results, payments) happens before the answer',
  body: z.object({ now: z.string().optional(), advanceMs: z.number().optional() }),
  answer: z.object({ now: z.string(), clockOffsetMs: z.number() }),
});

export const tick = declare({
  method: 'POST',
  path: '/__sandbox/tick',
  doc: "runs the clock's tickers once now (draws, scheduled results, payments due): what a test does instead of waiting",
  answer: z.object({ now: z.string() }),
});
