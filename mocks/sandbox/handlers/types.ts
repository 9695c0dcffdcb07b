// What a handler is: one operation of the contract, typed from the generated contract types, so an
// answer that does not fit its operation does not compile.
import type { ErrorCode } from '../../../src/api/generated/error-codes';
import type { OperationId } from '../../../src/api/generated/operations';
import type { operations } from '../../../src/api/generated/schema';
import type { Clock } from '../clock';
import type { Db } from '../db/open';
import type { Session } from '../domain/members';
import type { Push } from '../push';

type Op<Id extends OperationId> = operations[Id];

/** The operation's JSON request body (an empty object for a GET). */
export type Body<Id extends OperationId> =
  Op<Id> extends { requestBody: { content: { 'application/json': infer B } } }
    ? B
    : Op<Id> extends { requestBody?: { content: { 'application/json': infer B } } }
      ? B | undefined
      : Record<string, never>;

/** The operation's answer: code "0" with its data, or a failure with an error code. */
export type Answer<Id extends OperationId> = Op<Id>['responses'][200]['content']['application/json'];
/** The success half of an answer. */
export type Success<Id extends OperationId> = Extract<Answer<Id>, { code: '0' }>;
export type Data<Id extends OperationId> = Success<Id> extends { data: infer D } ? D : never;

export interface Failure {
  code: ErrorCode;
  msg?: string;
  /** null, or what a safer gambling code carries (issue 27, inferred): `{ until }` or `{ left, period }`. */
  data: null | { until: string } | { left: number; period: 'day' | 'week' | 'month' };
}

export type { Session } from '../domain/members';

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
   * state holds yet (the games of issue 25), never instead of state.
   */
  example: unknown;
  /** The caller as the request shows it: IP (X-Forwarded-For only from a trusted proxy: client-ip.ts) and User-Agent (login history). */
  client: { ip: string; device: string };
  /** Runs after the answer's transaction committed (pushes). */
  afterCommit(fn: () => void | Promise<void>): void;
}

export type Handler<Id extends OperationId> = (body: Body<Id>, ctx: Ctx) => Promise<Answer<Id> | Failure>;

/** The handlers of a group of operations. */
export type Handlers = { [Id in OperationId]?: Handler<Id> };

export const ok = <D>(data: D): { code: '0'; data: D } => ({ code: '0', data });
export const fail = (code: ErrorCode, msg?: string): Failure => (msg === undefined ? { code, data: null } : { code, msg, data: null });

/** The session of a member operation (the dispatcher guarantees it). */
export function sessionOf(ctx: Ctx): Session {
  if (!ctx.session) throw new Error('sandbox: a member operation ran without a session');
  return ctx.session;
}
