// /__sandbox/*: the operator console's JSON routes (mocks/README.md lists them) and its page.
// Local use only: nothing here asks who is calling.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import { HttpError, readJson, sendJson, sendText } from '../../http-util.mjs';
import type { StompBroker } from '../../stomp-broker.mjs';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/open';
import { members } from '../db/schema';
import { auditLedger, ledgerOf } from '../ledger';
import type { Push } from '../push';
import { servedFromState } from '../api';
import { HANDLERS } from '../handlers/registry';

export interface ConsoleDeps {
  database: Database;
  clock: Clock;
  push: Push;
  broker: StompBroker;
  reseed(db: Db): Promise<boolean>;
}

type Route = (req: IncomingMessage, url: URL, match: string[]) => Promise<{ status?: number; body: unknown }>;

export function createConsoleHandler(deps: ConsoleDeps) {
  const { database, clock } = deps;
  const db = database.db;

  const routes: [string, RegExp, Route][] = [
    [
      'GET',
      /^\/__sandbox\/health$/,
      async () => ({
        body: {
          ok: true,
          database: database.where,
          now: clock.now().toISOString(),
          clockOffsetMs: clock.offsetMs(),
          ledgerMismatches: (await auditLedger(db)).length,
          operations: servedFromState(HANDLERS),
        },
      }),
    ],
    [
      'POST',
      /^\/__sandbox\/reset$/,
      async () => {
        await db.execute(
          // every table, in one statement: the seed writes them again
          (await import('drizzle-orm'))
            .sql`truncate members, sessions, ledger, idempotency, cash_requests, messages, posts, comments, coupons, point_records, attendance, settings restart identity cascade`,
        );
        await clock.set(db, {});
        await deps.reseed(db);
        await clock.load(db);
        return { body: { ok: true } };
      },
    ],
    [
      'POST',
      /^\/__sandbox\/members\/([^/]+)\/approve$/,
      async (_req, _url, [memId = '']) => {
        const rows = await db
          .update(members)
          .set({ state: 'normal' })
          .where(eq(members.memId, memId))
          .returning({ memId: members.memId, state: members.state });
        if (!rows[0]) throw new HttpError(404, `no member ${memId}`);
        return { body: rows[0] };
      },
    ],
    [
      'GET',
      /^\/__sandbox\/ledger$/,
      async (_req, url) => {
        const memId = url.searchParams.get('memId');
        if (!memId) throw new HttpError(400, 'memId is required');
        return { body: { rows: await ledgerOf(db, memId), mismatches: await auditLedger(db, memId) } };
      },
    ],
    [
      'POST',
      /^\/__sandbox\/clock$/,
      async (req) => {
        const body = (await readJson(req)) as { now?: unknown; advanceMs?: unknown };
        if (body.now !== undefined && typeof body.now !== 'string') throw new HttpError(400, '"now" must be an ISO date-time');
        if (body.advanceMs !== undefined && typeof body.advanceMs !== 'number') throw new HttpError(400, '"advanceMs" must be a number');
        try {
          const now = await clock.set(db, { now: body.now as string | undefined, advanceMs: body.advanceMs as number | undefined });
          return { body: { now: now.toISOString(), clockOffsetMs: clock.offsetMs() } };
        } catch (err) {
          throw new HttpError(400, (err as Error).message);
        }
      },
    ],
  ];

  return async function handleConsole(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    for (const [m, re, route] of routes) {
      const hit = re.exec(url.pathname);
      if (!hit || m !== method) continue;
      try {
        const { status = 200, body } = await route(
          req,
          url,
          hit.slice(1).map((s) => decodeURIComponent(s)),
        );
        return sendJson(res, status, body);
      } catch (err) {
        if (err instanceof HttpError) return sendJson(res, err.status, { message: err.message });
        throw err;
      }
    }
    sendText(res, 404, `sandbox console: nothing at ${method} ${url.pathname}`);
  };
}
