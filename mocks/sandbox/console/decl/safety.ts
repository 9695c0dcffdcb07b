// The console's safer gambling routes, declared (console/declare.ts; docs/rules.md#safer-gambling): a
// member's limits and exclusion, and lifting a time-out or self-exclusion. The handlers are in
// console/safety-routes.ts.
import { z } from 'zod';
import { declare, memberParam, okAnswer } from '../declare';

/** One of the member's limits (db/schema-safety.ts `safety_limits`): a pending change waits until pendingAt. */
export const limitRow = z.object({
  memId: z.string(),
  kind: z.enum(['deposit', 'loss', 'stake']),
  period: z.enum(['day', 'week', 'month']),
  amount: z.number().nullable(),
  pendingAmount: z.number().nullable(),
  pendingAt: z.string().nullable(),
});

export const memberSafety = declare({
  method: 'GET',
  path: '/__sandbox/members/:memId/safety',
  doc: ": a member's limits (pending changes applied when due), reality-check interval and exclusion",
  params: memberParam,
  answer: z.object({
    limits: z.array(limitRow),
    realityCheckMinutes: z.number(),
    exclusion: z.object({ kind: z.enum(['timeout', 'selfExclusion']), until: z.string() }).nullable(),
  }),
});

export const exclusionLift = declare({
  method: 'POST',
  path: '/__sandbox/members/:memId/exclusion/lift',
  doc: ': ends a time-out or self-exclusion at once (only the operator can)',
  params: memberParam,
  answer: okAnswer,
});
