// The console's member routes, declared (console/declare.ts): the member list, a member's state, and
// an adjustment of a member's cash or points. The handlers are in console/member-routes.ts; the
// page's Members panel is typed from these.
import { z } from 'zod';
import { declare, memberParam, rowsAnswer } from '../declare';
import { ledgerRow, memberState } from './core';

export const memberRow = z.object({
  memId: z.string(),
  nick: z.string(),
  name: z.string(),
  state: memberState,
  partnerType: z.string().nullable(),
  parentId: z.string().nullable(),
  level: z.number(),
  cash: z.number(),
  points: z.number(),
  gameMoney: z.number(),
  joinedAt: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

/** The states the console sets (waiting ends with the approve route, decl/core.ts). */
export const settableState = z.enum(['normal', 'suspended', 'locked']);

export const memberList = declare({
  method: 'GET',
  path: '/__sandbox/members',
  doc: '?state=&q= : the members (q matches id, nickname or name), with their balances',
  query: z.object({ state: z.union([memberState, z.literal('')]).optional(), q: z.string().optional() }),
  answer: rowsAnswer(memberRow),
});

export const memberSetState = declare({
  method: 'POST',
  path: '/__sandbox/members/:memId/state',
  doc: '{ "state": "normal" | "suspended" | "locked" } sets a member\'s state; locking ends its sessions and pushes LOGOUT',
  params: memberParam,
  body: z.object({ state: settableState }),
  answer: z.object({ memId: z.string(), state: memberState, endedSessions: z.number() }),
});

export const memberAdjust = declare({
  method: 'POST',
  path: '/__sandbox/members/:memId/adjust',
  doc: '{ "account": "cash" | "points", "amount": signed whole number, "note"? } gives or takes back money (ledger reason "console"); pushes CASH',
  params: memberParam,
  body: z.object({
    account: z.enum(['cash', 'points']),
    amount: z.int().refine((n) => n !== 0, 'a non-zero whole number (negative takes back)'),
    note: z.string().optional(),
  }),
  answer: z.object({ ledger: ledgerRow, cash: z.number(), points: z.number() }),
});

/** A live session: signed in (or refreshed) at createdAt, running out at expiresAt without a refresh. */
export const sessionRow = z.object({ token: z.string(), createdAt: z.string(), lastSeenAt: z.string(), expiresAt: z.string() });
export type SessionRow = z.infer<typeof sessionRow>;

export const memberSessions = declare({
  method: 'GET',
  path: '/__sandbox/members/:memId/sessions',
  doc: ": the member's live sessions (not ended, not replaced by a refresh, not expired), newest first",
  params: memberParam,
  answer: rowsAnswer(sessionRow),
});

export const sessionExpire = declare({
  method: 'POST',
  path: '/__sandbox/sessions/:token/expire',
  doc: "a live session runs out now, as an hour without a refresh would: its next call answers 401 (expired); the member's other sessions go on",
  params: z.object({ token: z.string() }),
  answer: z.object({ token: z.string(), memId: z.string(), expiredAt: z.string() }),
});
