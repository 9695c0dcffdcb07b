// The console's cash routes (see console/route.ts): the deposit and withdrawal requests, and moving
// them through the state machine (domain/cash.ts). A transition the machine refuses answers 409 with
// its code (C501, C502, C503); after a move the member's live sessions get CASH (and MSG when the
// move sent a message).
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { cashRequests, CASH_STATUSES, members, type CashStatus } from '../db/schema';
import { consoleRow, transition, type Transition } from '../domain/cash';
import type { ConsoleRoute } from './route';

const MESSAGES: Record<'C501' | 'C502' | 'C503', string> = {
  C501: 'from requested only waiting',
  C502: 'from waiting only approved or rejected',
  C503: 'a processed request cannot be changed',
};

const isStatus = (s: string): s is CashStatus => (CASH_STATUSES as readonly string[]).includes(s);

const move = (t: Transition, doc: string): ConsoleRoute => ({
  method: 'POST',
  pattern: new RegExp(`^/__sandbox/cash/(\\d+)/${t}$`),
  doc,
  async run({ params: [idxText = ''], body, deps }) {
    const b = await body();
    if (b.reason !== undefined && typeof b.reason !== 'string') throw new HttpError(400, '"reason" must be a string');
    const idx = Number(idxText);
    const { db } = deps.database;
    const done = await db.transaction((tx) => transition(tx, idx, t, deps.clock.now(), b.reason as string | undefined));
    if (!done) throw new HttpError(404, `no cash request ${idx}`);
    if (!done.ok) {
      return { status: 409, body: { message: `cash request ${idx} is ${done.row.status}: ${MESSAGES[done.code]}`, code: done.code } };
    }
    const { member, row } = done;
    if (t !== 'wait') await deps.push.member(db, member.memId, { cmd: 'CASH', data1: String(member.cash), data2: String(member.points) });
    // a rejected withdrawal's message (domain/cash.ts): the unread count and the new-message notice
    if (done.unread !== undefined) await deps.push.member(db, member.memId, { cmd: 'MSG', data1: String(done.unread) });
    return { body: { ...consoleRow(row), cash: member.cash, points: member.points } };
  },
});

export const cashRoutes: ConsoleRoute[] = [
  {
    method: 'GET',
    pattern: /^\/__sandbox\/cash$/,
    doc: '?memId=&status=0|2|1|-1&direction=in|out : deposit and withdrawal requests, newest first',
    async run({ url, deps }) {
      const memId = url.searchParams.get('memId');
      const status = url.searchParams.get('status');
      const direction = url.searchParams.get('direction');
      if (status && !isStatus(status)) throw new HttpError(400, 'status is one of 0, 2, 1, -1');
      if (direction && direction !== 'in' && direction !== 'out') throw new HttpError(400, 'direction is in or out');
      const filters: SQL[] = [];
      if (memId) filters.push(eq(cashRequests.memId, memId));
      if (status && isStatus(status)) filters.push(eq(cashRequests.status, status));
      if (direction === 'in' || direction === 'out') filters.push(eq(cashRequests.direction, direction));
      const rows = await deps.database.db
        .select()
        .from(cashRequests)
        .where(and(...filters))
        .orderBy(desc(cashRequests.appliedAt), desc(cashRequests.idx))
        .limit(500);
      return { body: { rows: rows.map(consoleRow) } };
    },
  },
  move('wait', 'set a requested (0) cash request waiting (2)'),
  move('approve', 'approve a waiting (2) request: a deposit credits cash and its bonus; pushes CASH'),
  move('reject', '{ "reason"?: text } reject a waiting (2) request: a withdrawal gives the held amount back; pushes CASH'),
  {
    method: 'POST',
    pattern: /^\/__sandbox\/cash\/ban$/,
    doc: '{ "memId": id, "banned": true|false } bans a member from withdrawing (cash/out answers C203)',
    async run({ body, deps }) {
      const b = await body();
      if (typeof b.memId !== 'string' || typeof b.banned !== 'boolean')
        throw new HttpError(400, '{ memId: string, banned: boolean } is required');
      const rows = await deps.database.db
        .update(members)
        .set({ cashOutBanned: b.banned })
        .where(eq(members.memId, b.memId))
        .returning({ memId: members.memId, cashOutBanned: members.cashOutBanned });
      if (!rows[0]) throw new HttpError(404, `no member ${b.memId}`);
      return { body: rows[0] };
    },
  },
];
