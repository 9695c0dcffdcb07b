// The console's cash routes (declared in console/decl/cash.ts): the deposit and withdrawal requests,
// and moving them through the state machine (domain/cash.ts). A transition the machine refuses
// answers 409 with its code (C501, C502, C503); after a move the member's live sessions get CASH (and
// MSG when the move sent a message).
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { cashRequests, members } from '../db/schema';
import { consoleRow, transition, type Transition } from '../domain/cash';
import { cashApprove, cashBan, cashList, cashReject, cashWait } from './decl/cash';
import { defineRoute, type ConsoleRoute } from './route';

const MESSAGES: Record<'C501' | 'C502' | 'C503', string> = {
  C501: 'from requested only waiting',
  C502: 'from waiting only approved or rejected',
  C503: 'a processed request cannot be changed',
};

const move = (t: Transition, decl: typeof cashWait | typeof cashApprove | typeof cashReject): ConsoleRoute =>
  defineRoute(decl, async ({ params: { idx }, body, deps }) => {
    const reason = 'reason' in body ? body.reason : undefined;
    const { db } = deps.database;
    const done = await db.transaction((tx) => transition(tx, idx, t, deps.clock.now(), reason));
    if (!done) throw new HttpError(404, `no cash request ${idx}`);
    if (!done.ok) {
      return { status: 409, body: { message: `cash request ${idx} is ${done.row.status}: ${MESSAGES[done.code]}`, code: done.code } };
    }
    const { member, row } = done;
    // a rejected withdrawal's message (domain/cash.ts): the unread count and the new-message notice
    if (done.unread !== undefined) await deps.push.member(db, member.memId, { cmd: 'MSG', data1: String(done.unread) });
    return { body: { ...consoleRow(row), cash: member.cash, points: member.points } };
  });

export const cashRoutes: ConsoleRoute[] = [
  defineRoute(cashList, async ({ query: { memId, status, direction }, deps }) => {
    const filters: SQL[] = [];
    if (memId) filters.push(eq(cashRequests.memId, memId));
    if (status) filters.push(eq(cashRequests.status, status));
    if (direction) filters.push(eq(cashRequests.direction, direction));
    const rows = await deps.database.db
      .select()
      .from(cashRequests)
      .where(and(...filters))
      .orderBy(desc(cashRequests.appliedAt), desc(cashRequests.idx))
      .limit(500);
    return { body: { rows: rows.map(consoleRow) } };
  }),
  move('wait', cashWait),
  move('approve', cashApprove),
  move('reject', cashReject),
  defineRoute(cashBan, async ({ body: { memId, banned }, deps }) => {
    const rows = await deps.database.db
      .update(members)
      .set({ cashOutBanned: banned })
      .where(eq(members.memId, memId))
      .returning({ memId: members.memId, cashOutBanned: members.cashOutBanned });
    if (!rows[0]) throw new HttpError(404, `no member ${memId}`);
    return { body: rows[0] };
  }),
];
