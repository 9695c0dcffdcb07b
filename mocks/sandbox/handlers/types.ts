// What a handler is: one operation of the contract, typed from the generated contract types, so an
// answer that does not fit its operation does not compile.
import type { OperationId } from '../../../src/api/generated/operations';
import type { operations } from '../../../src/api/generated/schema';
import type { Ctx, Failure } from '../context';

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

export type Handler<Id extends OperationId> = (body: Body<Id>, ctx: Ctx) => Promise<Answer<Id> | Failure>;

/** The handlers of a group of operations. */
export type Handlers = { [Id in OperationId]?: Handler<Id> };

export const ok = <D>(data: D): { code: '0'; data: D } => ({ code: '0', data });
