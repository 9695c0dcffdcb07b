// The console's core routes: health, reset, the ledger, the clock, approving a member, who listens for pushes.
import { and, eq, getTableName, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { HttpError } from '../../http-util.mjs';
import * as schema from '../db/schema';
import { members, sessions } from '../db/schema';
import { HANDLERS, servedFromState } from '../handlers/registry';
import { auditLedger, ledgerOf } from '../ledger';
import type { ConsoleRoute } from './route';

/** Every table of the schema (db/schema*.ts): what a reset empties, a table added later included. */
export const TABLES: string[] = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));

export const coreRoutes: ConsoleRoute[] = [
  {
    method: 'GET',
    pattern: /^\/__sandbox\/push\/listening$/,
    doc: "?memId=: how many of the member's live sessions have a browser subscribed to their push topic (a push sent before is lost)",
    async run({ url, deps: { database, broker } }) {
      const memId = url.searchParams.get('memId') ?? '';
      const live = await database.db
        .select({ token: sessions.token })
        .from(sessions)
        .where(and(eq(sessions.memId, memId), isNull(sessions.replacedBy), isNull(sessions.endedBy)));
      const subscribed = new Map(broker.subscriptions().destinations.map((d) => [d.destination, d.subscribers] as const));
      const listening = live.filter((s) => (subscribed.get(`/topic/member/${s.token}`) ?? 0) > 0).length;
      return { body: { memId, sessions: live.length, listening } };
    },
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/health$/,
    doc: 'what runs: the database, the sandbox clock, ledger mismatches (0 when the books agree), the operations served from state',
    async run({ deps: { database, clock } }) {
      return {
        body: {
          ok: true,
          database: database.where,
          now: clock.now().toISOString(),
          clockOffsetMs: clock.offsetMs(),
          ledgerMismatches: (await auditLedger(database.db)).length,
          operations: servedFromState(HANDLERS),
        },
      };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/reset$/,
    doc: 'wipe every table and seed again; the clock back to real time',
    async run({ deps }) {
      const { db } = deps.database;
      await db.execute(sql`truncate ${sql.join(TABLES.map(sql.identifier), sql`, `)} restart identity cascade`);
      await deps.clock.set(db, {});
      await deps.reseed(db);
      await deps.clock.load(db);
      return { body: { ok: true } };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/members\/([^/]+)\/approve$/,
    doc: 'approve a member waiting after signup (they can log in from then on)',
    async run({ params: [memId = ''], deps }) {
      const rows = await deps.database.db
        .update(members)
        .set({ state: 'normal' })
        .where(eq(members.memId, memId))
        .returning({ memId: members.memId, state: members.state });
      if (!rows[0]) throw new HttpError(404, `no member ${memId}`);
      return { body: rows[0] };
    },
  },
  {
    method: 'GET',
    pattern: /^\/__sandbox\/ledger$/,
    doc: "?memId= : the member's ledger rows, newest first, and any mismatch between them and the balances",
    async run({ url, deps }) {
      const memId = url.searchParams.get('memId');
      if (!memId) throw new HttpError(400, 'memId is required');
      const { db } = deps.database;
      return { body: { rows: await ledgerOf(db, memId), mismatches: await auditLedger(db, memId) } };
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/clock$/,
    doc: '{ "now": ISO } or { "advanceMs": n } moves the sandbox clock; {} sets it back to real time. What falls due (draws, results, payments) happens before the answer',
    async run({ body, deps: { clock, database, tick } }) {
      const b = await body();
      if (b.now !== undefined && typeof b.now !== 'string') throw new HttpError(400, '"now" must be an ISO date-time');
      if (b.advanceMs !== undefined && typeof b.advanceMs !== 'number') throw new HttpError(400, '"advanceMs" must be a number');
      try {
        const now = await clock.set(database.db, { now: b.now as string | undefined, advanceMs: b.advanceMs as number | undefined });
        await tick();
        return { body: { now: now.toISOString(), clockOffsetMs: clock.offsetMs() } };
      } catch (err) {
        throw new HttpError(400, (err as Error).message);
      }
    },
  },
  {
    method: 'POST',
    pattern: /^\/__sandbox\/tick$/,
    doc: "runs the clock's tickers once now (draws, scheduled results, payments due): what a test does instead of waiting",
    async run({ deps: { tick, clock } }) {
      await tick();
      return { body: { now: clock.now().toISOString() } };
    },
  },
];
