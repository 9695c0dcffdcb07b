// "What changes what", in the contract (openapi/README.md, "What an operation changes"): every
// operation says either x-read-only: true or x-invalidates, a list of contract paths whose cached
// answers it makes stale; the generated map (src/api/generated/invalidates.ts) is that list. That
// the list misses nothing is tests/sandbox/invalidates.test.ts's question.
import { describe, expect, it } from 'vitest';
import { INVALIDATES } from '@/api/generated/invalidates';
import { contract, operations } from '../support/contract';

const name = (o: (typeof operations)[number]) => `${o.op.operationId} (${o.method.toUpperCase()} ${o.path})`;

describe('x-invalidates', () => {
  it('every operation is read-only or lists what it invalidates, not both', () => {
    const wrong = operations.filter((o) => 'x-read-only' in o.op === 'x-invalidates' in o.op).map(name);
    expect(wrong).toEqual([]);
    const notTrue = operations.filter((o) => 'x-read-only' in o.op && o.op['x-read-only'] !== true).map(name);
    expect(notTrue).toEqual([]);
  });

  it('names only paths of the contract, each once', () => {
    for (const o of operations.filter((x) => 'x-invalidates' in x.op)) {
      const list = o.op['x-invalidates'];
      expect(Array.isArray(list), name(o)).toBe(true);
      const entries = list as unknown[];
      expect(
        entries.filter((p) => typeof p !== 'string' || !(p in contract.paths)),
        name(o),
      ).toEqual([]);
      expect(new Set(entries).size, `${name(o)} names a path twice`).toBe(entries.length);
    }
  });

  it('is the generated map, operation for operation', () => {
    const fromContract = Object.fromEntries(
      operations.filter((o) => 'x-invalidates' in o.op).map((o) => [o.path, o.op['x-invalidates']] as const),
    );
    expect(INVALIDATES).toEqual(fromContract);
  });

  it('marks the operations that move money, place a bet or write as state-changing', () => {
    // an Idempotency-Key is only taken by an action: such an operation cannot be read-only
    const keyed = operations.filter((o) => JSON.stringify(o.op).includes('IdempotencyKey') && 'x-read-only' in o.op).map(name);
    expect(keyed).toEqual([]);
  });
});
