// The console's cash routes, declared (console/declare.ts): the deposit and withdrawal requests and
// their moves through the state machine (domain/cash.ts, docs/rules.md#states). The handlers are in
// console/cash-routes.ts; the page's Cash panel is typed from these.
import { z } from 'zod';
import { declare, idParam, rowsAnswer } from '../declare';

/** A request's status: requested 0, waiting 2, complete 1, cancelled -1. */
export const cashStatus = z.enum(['0', '2', '1', '-1']);

export const cashRow = z.object({
  idx: z.number(),
  memId: z.string(),
  direction: z.enum(['in', 'out']),
  payType: z.string().nullable(),
  amount: z.number(),
  bonusAmt: z.number().nullable(),
  status: cashStatus,
  appliedAt: z.string().nullable(),
  waitAt: z.string().nullable(),
  processedAt: z.string().nullable(),
  depositName: z.string().nullable(),
  coinAmount: z.number().nullable(),
  coinRate: z.number().nullable(),
  walletAddress: z.string().nullable(),
  network: z.string().nullable(),
  txHash: z.string().nullable(),
  hidden: z.boolean(),
  rejectReason: z.string().nullable(),
});
export type CashRow = z.infer<typeof cashRow>;

const moved = cashRow.extend({ cash: z.number(), points: z.number() });
const byIdx = z.object({ idx: idParam });

export const cashList = declare({
  method: 'GET',
  path: '/__sandbox/cash',
  doc: '?memId=&status=0|2|1|-1&direction=in|out : deposit and withdrawal requests, newest first',
  query: z.object({
    memId: z.string().optional(),
    status: z.union([cashStatus, z.literal('')]).optional(),
    direction: z.enum(['in', 'out', '']).optional(),
  }),
  answer: rowsAnswer(cashRow),
});

export const cashWait = declare({
  method: 'POST',
  path: '/__sandbox/cash/:idx/wait',
  doc: 'set a requested (0) cash request waiting (2)',
  params: byIdx,
  answer: moved,
});

export const cashApprove = declare({
  method: 'POST',
  path: '/__sandbox/cash/:idx/approve',
  doc: 'approve a waiting (2) request: a deposit credits cash and its bonus; pushes CASH',
  params: byIdx,
  answer: moved,
});

export const cashReject = declare({
  method: 'POST',
  path: '/__sandbox/cash/:idx/reject',
  doc: 'reject a waiting (2) request: a withdrawal gives the held amount back; pushes CASH',
  params: byIdx,
  body: z.object({ reason: z.string().optional() }),
  answer: moved,
});

export const cashBan = declare({
  method: 'POST',
  path: '/__sandbox/cash/ban',
  doc: 'bans a member from withdrawing (cash/out answers C203)',
  body: z.object({ memId: z.string(), banned: z.boolean() }),
  answer: z.object({ memId: z.string(), cashOutBanned: z.boolean() }),
});
