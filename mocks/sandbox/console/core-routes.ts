// The console's core routes (declared in console/decl/core.ts): health, reset, the ledger, the clock,
// approving a member, who listens for pushes.
import { and, eq, getTableName, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { HttpError } from '../../http-util.mjs';
import * as schema from '../db/schema';
import { members, sessions } from '../db/schema';
import { HANDLERS, servedFromState } from '../handlers/registry';
import { auditLedger, ledgerOf } from '../ledger';
import { clockSet, health, ledgerList, memberApprove, pushListening, reset, tick } from './decl/core';
import { defineRoute, type ConsoleRoute } from './route';

/** Every table of the schema (db/schema*.ts): what a reset empties, a table added later included. */
export const TABLES: string[] = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));

export const coreRoutes: ConsoleRoute[] = [
  defineRoute(pushListening, async ({ query, deps: { database, broker } }) => {
    const memId = query.memId ?? '';
    const live = await database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(and(eq(sessions.memId, memId), isNull(sessions.replacedBy), isNull(sessions.endedBy)));
    const subscribed = new Map(broker.subscriptions().destinations.map((d) => [d.destination, d.subscribers] as const));
    const listening = live.filter((s) => (subscribed.get(`/topic/member/${s.token}`) ?? 0) > 0).length;
    return { body: { memId, sessions: live.length, listening } };
  }),
  defineRoute(health, async ({ deps: { database, clock } }) => ({
    body: {
      ok: true,
      database: database.where,
      now: clock.now().toISOString(),
      clockOffsetMs: clock.offsetMs(),
      ledgerMismatches: (await auditLedger(database.db)).length,
      operations: servedFromState(HANDLERS),
    },
  })),
  defineRoute(reset, async ({ deps }) => {
    const { db } = deps.database;
    await db.execute(sql`truncate ${sql.join(TABLES.map(sql.identifier), sql`, `)} restart identity cascade`);
    await deps.clock.set(db, {});
    await deps.reseed(db);
    await deps.clock.load(db);
    return { body: { ok: true as const } };
  }),
  defineRoute(memberApprove, async ({ params: { memId }, deps }) => {
    const rows = await deps.database.db
      .update(members)
      .set({ state: 'normal' })
      .where(eq(members.memId, memId))
      .returning({ memId: members.memId, state: members.state });
    if (!rows[0]) throw new HttpError(404, `no member ${memId}`);
    return { body: rows[0] };
  }),
  defineRoute(ledgerList, async ({ query: { memId }, deps }) => {
    const { db } = deps.database;
    const rows = (await ledgerOf(db, memId)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    return { body: { rows, mismatches: await auditLedger(db, memId) } };
  }),
  defineRoute(clockSet, async ({ body, deps: { clock, database, tick: runTickers } }) => {
    try {
      const now = await clock.set(database.db, { now: body.now, advanceMs: body.advanceMs });
      await runTickers();
      return { body: { now: now.toISOString(), clockOffsetMs: clock.offsetMs() } };
    } catch (err) {
      throw new HttpError(400, (err as Error).message);
    }
  }),
  defineRoute(tick, async ({ deps: { tick: runTickers, clock } }) => {
    await runTickers();
    return { body: { now: clock.now().toISOString() } };
  }),
];
