// A member's action in one transaction, with the member's row locked (two tabs cannot overdraw) and,
// when the client sent an Idempotency-Key, applied once: a repeat of the key gets the first answer
// back; the same key with another request is refused (C999).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OperationId } from '../../src/api/generated/operations';
import { fail, sessionOf, type Ctx } from './context';
import type { Tx } from './db/open';
import { idempotency } from './db/schema';
import { lockMember, type MemberRow } from './ledger';

/** JSON with the keys of every object sorted, at every depth: the same body in any key order is one text. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (!value || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(obj)
      .sort()
      .map((k) => [k, canonical(obj[k])]),
  );
};

/** The whole body, nested fields included, without the `siteId` the client adds. */
const hashOf = (body: unknown): string => {
  const { siteId: _site, ...rest } = (body && typeof body === 'object' && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
};

export async function memberAction<A>(
  ctx: Ctx,
  operation: OperationId,
  body: unknown,
  run: (tx: Tx, member: MemberRow) => Promise<A>,
): Promise<A | ReturnType<typeof fail>> {
  const { member: caller } = sessionOf(ctx);
  const key = ctx.idempotencyKey;
  return ctx.db.transaction(async (tx) => {
    const member = await lockMember(tx, caller.memId);
    if (!member) throw new Error(`sandbox: member ${caller.memId} vanished`);
    const requestHash = hashOf(body);
    if (key) {
      const seen = await tx
        .select()
        .from(idempotency)
        .where(and(eq(idempotency.memId, member.memId), eq(idempotency.key, key)));
      const first = seen[0];
      if (first) return first.operation === operation && first.requestHash === requestHash ? (first.answer as A) : fail('C999');
    }
    const answer = await run(tx, member);
    if (key) await tx.insert(idempotency).values({ memId: member.memId, key, operation, requestHash, answer: answer as object });
    return answer;
  });
}
