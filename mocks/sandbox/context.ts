// What a request carries into the code that answers it: the database, the clock, the caller's
// session, the push, the after-commit queue. Core: handlers/types.ts adds the contract's typing on
// top, and core files (idempotent.ts) use this without reaching up into handlers/.
import type { ErrorCode } from '../../src/api/generated/error-codes';
import type { Clock } from './clock';
import type { Db } from './db/open';
import type { MemberRow } from './ledger';
import type { Push } from './push';

/** A session a call may use: its token, member and expiry; `replacedBy` while a replaced token is in its grace window. */
export interface Session {
  token: string;
  member: MemberRow;
  expiresAt: Date;
  replacedBy?: { token: string; expiresAt: Date };
}

export interface Failure {
  code: ErrorCode;
  msg?: string;
  /** null, or what a safer gambling code carries (inferred): `{ until }` or `{ left, period }`. */
  data: null | { until: string } | { left: number; period: 'day' | 'week' | 'month' };
}

export interface Ctx {
  db: Db;
  clock: Clock;
  /** The sandbox's now (the console can move it). */
  now: Date;
  /** The caller's session: set for member and partner operations (the dispatcher refuses them without one). */
  session: Session | undefined;
  push: Push;
  /** The Idempotency-Key header, when the client sent one on an operation whose contract declares it. */
  idempotencyKey: string | undefined;
  /** Path parameters (`boardType`, `prodId` …) and the query string. */
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * The contract's own success example of this operation: only for the parts of an answer that no
   * state holds yet, never instead of state.
   */
  example: unknown;
  /** The caller as the request shows it: IP (X-Forwarded-For only from a trusted proxy: client-ip.ts) and User-Agent (login history). */
  client: { ip: string; device: string };
  /** Runs after the answer's transaction committed (pushes; CASH goes by itself: money-push.ts). */
  afterCommit(fn: () => void | Promise<void>): void;
}

export const fail = (code: ErrorCode, msg?: string): Failure => (msg === undefined ? { code, data: null } : { code, msg, data: null });

/** The session of a member operation (the dispatcher guarantees it). */
export function sessionOf(ctx: Ctx): Session {
  if (!ctx.session) throw new Error('sandbox: a member operation ran without a session');
  return ctx.session;
}
