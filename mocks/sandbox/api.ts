// /api/*: envelope in → siteId and site key → the operation (routing, request validated against its
// schema) → the caller's session → its handler (or, for what is not served from state yet, the
// contract's example) → the answer checked against the contract → envelope out → CASH to each member
// whose money the request moved (money-push.ts) and the request's after-commit queue.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OPERATIONS, type OperationId } from '../../src/api/generated/operations';
import { EnvelopeError, type Envelope } from '../envelope.mjs';
import { HttpError, mediaType, parseJson, queryObject, readBody, sendFailure, sendJson } from '../http-util.mjs';
import { sendAnswer } from '../answer.mjs';
import { clientIp } from './client-ip';
import type { Clock } from './clock';
import type { SandboxContract } from './contract';
import type { Db } from './db/open';
import { sessionByToken } from './domain/members';
import { activeExclusion, safetyOf } from './domain/safety';
import { seoulDateTime } from './clock';
import { inUnitOfWork, pushMoved } from './money-push';
import type { Push } from './push';
import { codeFor } from './request-codes';
import { type Handler, type Handlers } from './handlers/types';
import { fail, type Ctx, type Session } from './context';

export interface ApiDeps {
  db: Db;
  clock: Clock;
  push: Push;
  contract: SandboxContract;
  envelope: Envelope;
  handlers: Handlers;
  siteId: string;
  siteKey: string;
  log: ((line: string) => void) | undefined;
  /** Answers that do not fit the contract, for tests (the log line says so too). */
  onViolation?: (id: OperationId, complaints: string[]) => void;
}

/** The caller's session at the sandbox's now: expired, replaced (after its grace window) or ended are refused (docs/rules.md#sessions). */
const findSession = (db: Db, token: string, now: Date) => sessionByToken(db, token, now);

export function createApiHandler(deps: ApiDeps) {
  const { db, clock, push, contract, envelope, handlers, log } = deps;

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const t0 = performance.now();
    const method = (req.method ?? 'GET').toUpperCase();
    const encrypted = mediaType(req.headers['content-type']) === 'text/plain';
    const wantsEncrypted = encrypted || /(^|,)\s*text\/plain/i.test(req.headers.accept ?? '');
    let note = '';
    let status = 200;
    let code: string | undefined;
    const line = () =>
      log?.(
        `${method} ${url.pathname} → ${status}${code ? ` code=${code}` : ''}${encrypted ? ' [enc]' : ' [json]'} ${Math.round((performance.now() - t0) * 10) / 10}ms${note ? ` – ${note}` : ''}`,
      );
    const refuse = (s: number, message: string, extra: Record<string, unknown> = {}) => {
      status = s;
      note = message;
      sendJson(res, s, { message, ...extra });
      line();
    };
    /** A request that does not fit the contract (400) or is too large (413): `{ code, msg }` (x-envelope.failure). */
    const reject = (s: number, msg: string, extra: Record<string, unknown> = {}, close = false) => {
      status = s;
      note = msg;
      if (close) res.setHeader('connection', 'close');
      sendFailure(res, s, msg, extra);
      line();
    };
    const answer = (value: unknown) => {
      code = value && typeof value === 'object' ? String((value as { code?: unknown }).code) : undefined;
      sendAnswer(res, envelope, { status: 200, body: value, encrypt: wantsEncrypted });
      line();
    };

    const found = contract.route(method, url.pathname);
    if (!found) return refuse(404, `sandbox: no operation ${method} ${url.pathname} in the contract`);
    const id = found.route.id;

    let body: unknown = {};
    try {
      const raw = await readBody(req);
      if (raw.trim()) body = encrypted ? envelope.open(raw) : parseJson(raw);
    } catch (err) {
      if (err instanceof HttpError) return reject(err.status, err.message, {}, err.close);
      if (err instanceof EnvelopeError) return reject(400, err.message);
      throw err;
    }
    const query = queryObject(url.searchParams) as Record<string, string>;
    const siteId = method === 'GET' ? query.siteId : (body as { siteId?: unknown } | null)?.siteId;
    if (!siteId) return reject(400, 'siteId is required');
    if (siteId !== deps.siteId) return reject(400, `siteId is not this sandbox's site (${deps.siteId})`);
    if (req.headers.authorization !== `Bearer ${deps.siteKey}`)
      return refuse(401, 'Authorization: Bearer <site API key> is missing or wrong');

    const idempotencyKey = OPERATIONS[id].idempotent ? headerOf(req, 'idempotency-key') : undefined;
    const complaints = contract.checkRequest(id, { body, query, params: found.params, headers: { 'idempotency-key': idempotencyKey } });
    if (complaints.length) {
      const own = codeFor(id, complaints);
      note = complaints.join('; ');
      if (own) return answer(fail(own));
      return reject(400, `the request does not fit ${id}`, { errors: complaints });
    }

    let session: Session | undefined;
    const tokenHeader = req.headers['x-session-token'];
    const token = (Array.isArray(tokenHeader) ? tokenHeader[0] : tokenHeader) || undefined;
    const access = OPERATIONS[id].access;
    if (token) {
      const s = await findSession(db, token, clock.now());
      if ('session' in s) session = s.session;
      else if (access !== 'guest') {
        if (s.refusal === 'elsewhere') return answer(fail('TK999'));
        // the LOGOUT push may have been missed (docs/rules.md#safer-gambling): the next call says why
        const excluded = s.refusal === 'excluded' && s.memId ? activeExclusion(await safetyOf(db, s.memId), clock.now()) : undefined;
        if (excluded)
          return answer({ code: excluded.kind === 'timeout' ? 'RG01' : 'RG02', data: { until: seoulDateTime(excluded.until) } });
        return refuse(401, `session token is not valid (${s.refusal})`);
      }
    } else if (access !== 'guest') {
      return refuse(401, 'X-Session-Token is required for this operation');
    }

    const after: (() => void | Promise<void>)[] = [];
    const ctx: Ctx = {
      db,
      clock,
      now: clock.now(),
      session,
      push,
      idempotencyKey,
      params: found.params,
      query,
      example: contract.example(id),
      client: {
        ip: clientIp(req),
        device: headerOf(req, 'user-agent') ?? '',
      },
      afterCommit: (fn) => after.push(fn),
    };
    const handler = handlers[id] as Handler<OperationId> | undefined;
    let value: unknown;
    const moved = new Set<string>();
    const pushCash = () =>
      pushMoved(db, push, moved).catch((err: unknown) => log?.(`sandbox: CASH after ${id}: ${(err as Error).message}`));
    if (handler) {
      try {
        value = await inUnitOfWork(moved, () => handler(body as never, ctx));
      } catch (err) {
        // what committed before the failure is still told
        await pushCash();
        throw err;
      }
    } else {
      value = contract.example(id);
      note = 'the contract example (not served from state yet)';
    }
    const violations = contract.checkAnswer(id, value);
    if (violations.length) {
      note = `${note ? `${note}; ` : ''}⚠ answer does not fit the contract: ${violations.join('; ')}`;
      deps.onViolation?.(id, violations);
    }
    answer(value);
    await pushCash();
    for (const fn of after) {
      try {
        await fn();
      } catch (err) {
        log?.(`sandbox: after ${id}: ${(err as Error).message}`);
      }
    }
  };
}

const headerOf = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s ? s.trim() || undefined : undefined;
};
