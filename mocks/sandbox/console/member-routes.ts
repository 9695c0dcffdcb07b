// The console's member routes (see console/route.ts): the member list, a member's state, and an
// adjustment of a member's cash or points (a ledger row with reason "console", and a CASH push).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import { HttpError } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { MEMBER_STATES, members, sessions, type MemberState } from '../db/schema';
import { addPointRecord } from '../domain/points';
import { InsufficientFunds, ledgerOf, move } from '../ledger';
import type { ConsoleRoute } from './route';

/** The states the console can set (waiting ends with /approve). */
const SETTABLE = ['normal', 'suspended', 'locked'] as const;
type Settable = (typeof SETTABLE)[number];

const isState = (s: string): s is MemberState => (MEMBER_STATES as readonly string[]).includes(s);
const isSettable = (s: unknown): s is Settable => typeof s === 'string' && (SETTABLE as readonly string[]).includes(s);

export const memberRoutes: ConsoleRoute[] = [
  {
    method: 'GET',
    pattern: /^\/__sandbox\/members$/,
    doc: '?state=&q= : the members (q matches id, nickname or name), with their balances',
    async run({ url, deps }) {
      const state = url.searchParams.get('state') || undefined;
      if (state !== undefined && !isState(state)) throw new HttpError(400, `state must be one of ${MEMBER_STATES.join(', ')}`);
      const q = url.searchParams.get('q')?.trim() || undefined;
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const rows = await deps.database.db
        .select()
        .from(members)
        .where(
          and(
            state ? eq(members.state, state) : undefined,
            like ? or(ilike(members.memId, like), ilike(members.nick, like), ilike(members.name, like)) : undefined,
          ),
        )
        .orderBy(asc(members.joinedAt), asc(members.memId));
      return {
        body: {
          rows: rows.map((m) => ({
            memId: m.memId,
            nick: m.nick,
            name: m.name,
            state: m.state,
            partnerType: m.partnerType,
            parentId: m.parentId,
            level: m.level,
            cash: m.cash,
            points: m.points,
            gameMoney: m.gameMoney,
            joinedAt: seoulDateTime(m.joinedAt),
          })),
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/members\/([^/]+)\/state$/,
    doc: '{ "state": "normal" | "suspended" | "locked" } sets a member\'s state; locking ends its sessions and pushes LOGOUT',
    async run({ params: [memId = ''], body, deps }) {
      const { state } = await body();
      if (!isSettable(state)) throw new HttpError(400, `"state" must be one of ${SETTABLE.join(', ')}`);
      const { db } = deps.database;
      const { row, ended } = await db.transaction(async (tx) => {
        const updated = await tx
          .update(members)
          .set({ state })
          .where(eq(members.memId, memId))
          .returning({ memId: members.memId, state: members.state });
        const ended =
          updated[0] && state === 'locked'
            ? await tx
                .update(sessions)
                .set({ endedBy: 'console' })
                .where(and(eq(sessions.memId, memId), isNull(sessions.endedBy), isNull(sessions.replacedBy)))
                .returning({ token: sessions.token })
            : [];
        return { row: updated[0], ended: ended.map((e) => e.token) };
      });
      if (!row) throw new HttpError(404, `no member ${memId}`);
      for (const t of ended) deps.push.token(t, { cmd: 'LOGOUT' });
      return { body: { ...row, endedSessions: ended.length } };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/members\/([^/]+)\/adjust$/,
    doc: '{ "account": "cash" | "points", "amount": signed whole number, "note"? } gives or takes back money (ledger reason "console"); pushes CASH',
    async run({ params: [memId = ''], body, deps }) {
      const b = await body();
      if (b.account !== 'cash' && b.account !== 'points') throw new HttpError(400, '"account" must be "cash" or "points"');
      if (typeof b.amount !== 'number' || !Number.isSafeInteger(b.amount) || b.amount === 0)
        throw new HttpError(400, '"amount" must be a non-zero whole number (negative takes back)');
      if (b.note !== undefined && typeof b.note !== 'string') throw new HttpError(400, '"note" must be a string');
      const account = b.account;
      const amount = b.amount;
      const note = b.note as string | undefined;
      const { db } = deps.database;
      const txId = `console:${randomUUID()}`;
      let result;
      try {
        result = await db.transaction(async (tx) => {
          const m = (await tx.select().from(members).where(eq(members.memId, memId)).for('update'))[0];
          if (!m) return undefined;
          const after = await move(tx, { memId, account, amount, reason: 'console', txId, note });
          if (account === 'points') {
            const at = deps.clock.now();
            if (amount > 0) await addPointRecord(tx, { memId, kindCode: 'admin', points: amount, at });
            else await addPointRecord(tx, { memId, kindCode: 'admin', useCategoryCode: 'admin', appliedPoints: -amount, at });
          }
          const row = (await ledgerOf(tx, memId, account, 1))[0];
          return { cash: account === 'cash' ? after : m.cash, points: account === 'points' ? after : m.points, row };
        });
      } catch (err) {
        if (err instanceof InsufficientFunds) throw new HttpError(409, `${memId} has less ${account} than ${-amount}`);
        throw err;
      }
      if (!result) throw new HttpError(404, `no member ${memId}`);
      return { body: { ledger: result.row, cash: result.cash, points: result.points } };
    },
  },
];
