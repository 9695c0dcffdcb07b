// @vitest-environment jsdom
// The Idempotency-Key of a member's action: fresh for every action, the same when the
// member sends the same request again after its answer was lost (the outcome is unknown), fresh again
// after any answer or when the request changes; sent only on the operations the contract gives it.
// The writes go through useContractMutation over the real client (middleware, envelope) to a fake network.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, responseFailed } from '@/api/errors';
import { OPERATIONS } from '@/api/generated/operations';
import {
  createIdempotencyKeys,
  idempotencyKeys,
  KEEP_KEY_MS,
  randomKey,
  requestText,
  takesIdempotencyKey,
  withIdempotencyKey,
} from '@/api/idempotency';
import { fakeFetch, KEYS, sealed } from '../support/fake-server';

type Reply = () => Response | Promise<Response>;
const { net } = vi.hoisted(() => ({ net: { replies: [] as Reply[] } }));

const wire = fakeFetch(() => {
  const reply = net.replies.shift();
  if (!reply) throw new Error('no answer set up for this call');
  return reply();
});

vi.mock('@/api/instance', async () => {
  const { createApiClient } = await import('@/api/client');
  return {
    api: createApiClient({
      baseUrl: 'http://api.test',
      siteId: 'winner',
      apiKey: 'site-key',
      envelope: { enabled: true, ...KEYS },
      timeoutMs: 2_000,
      readToken: () => 'member-token',
      fetch: wire.fetch,
    }),
  };
});

const { useContractMutation } = await import('@/api/contract');

const ok: Reply = () => sealed({ code: '0', data: {} });
const refused: Reply = () => sealed({ code: 'C101', data: null });
const dropped: Reply = () => Promise.reject(new TypeError('fetch failed'));
const serverError: Reply = () => new Response('', { status: 502 });

const keysSent = () => wire.seen.map((r) => r.headers.get('idempotency-key'));

function mutation<P extends '/api/cash/in' | '/api/board/cmtSave'>(path: P) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useContractMutation(path), { wrapper }).result;
}

/** Sends, answered by `reply`; the error when it fails. */
async function sendWith(result: ReturnType<typeof mutation<'/api/cash/in'>>, body: object, reply: Reply): Promise<ApiError | null> {
  net.replies.push(reply);
  try {
    await result.current.send(body as never);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

const deposit = { payType: 'bank', amount: 20_000, bonusYn: 'N', depositName: '홍길동' };

beforeEach(() => {
  wire.seen.length = 0;
  net.replies.length = 0;
  idempotencyKeys.clear();
});

describe('the Idempotency-Key of a write', () => {
  it('is a fresh key for every action', async () => {
    const result = mutation('/api/cash/in');
    await sendWith(result, deposit, ok);
    await sendWith(result, deposit, ok);
    await sendWith(result, { ...deposit, amount: 30_000 }, ok);
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(3);
  });

  it('is the same key when the same request is sent again after its answer was lost, until an answer comes', async () => {
    const result = mutation('/api/cash/in');
    const lost = await sendWith(result, deposit, dropped);
    expect(lost?.outcomeUnknown).toBe(true);
    // lost again: still the same action
    expect((await sendWith(result, { ...deposit }, dropped))?.outcomeUnknown).toBe(true);
    // the same body built in another order is the same request
    const { depositName, ...rest } = deposit;
    expect(await sendWith(result, { depositName, ...rest }, ok)).toBeNull();
    // answered: the next action is a new one
    await sendWith(result, deposit, ok);
    const [first, second, third, fourth] = keysSent();
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(fourth).not.toBe(first);
  });

  it('is a fresh key after a definite answer: a success, an error code, a server error', async () => {
    for (const answer of [ok, refused, serverError]) {
      wire.seen.length = 0;
      const result = mutation('/api/cash/in');
      const error = await sendWith(result, deposit, answer);
      expect(error?.outcomeUnknown ?? false).toBe(false);
      await sendWith(result, deposit, ok);
      const [first, second] = keysSent();
      expect(second).not.toBe(first);
    }
  });

  it('is a fresh key when the request changes after a lost answer, and the lost key is not used again', async () => {
    const result = mutation('/api/cash/in');
    await sendWith(result, deposit, dropped);
    await sendWith(result, { ...deposit, amount: 30_000 }, ok);
    await sendWith(result, deposit, ok);
    const [lost, changed, again] = keysSent();
    expect(changed).not.toBe(lost);
    expect(again).not.toBe(lost);
    expect(again).not.toBe(changed);
  });

  it('is kept by the page, not by the screen: a screen opened again retries with the same key', async () => {
    await sendWith(mutation('/api/cash/in'), deposit, dropped);
    await sendWith(mutation('/api/cash/in'), deposit, ok);
    const [lost, retry] = keysSent();
    expect(retry).toBe(lost);
  });

  it('is sent only on the operations the contract gives it', async () => {
    const result = mutation('/api/board/cmtSave');
    net.replies.push(dropped);
    await result.current.send({ boardIdx: 1, content: 'hi' } as never).catch(() => undefined);
    expect(wire.seen).toHaveLength(1);
    expect(wire.seen[0]!.headers.has('idempotency-key')).toBe(false);
    const keyed = Object.entries(OPERATIONS)
      .filter(([, o]) => o.idempotent)
      .map(([id]) => id)
      .sort();
    expect(keyed).toEqual(
      [
        'attendanceCheck',
        'betPlace',
        'cashIn',
        'cashOut',
        'couponGift',
        'couponUse',
        'moneyMerge',
        'outGameMoney',
        'partnerMoneyMove',
        'partnerMoneyTransfer',
        'partnerSettlementReserve',
        'pointChange',
      ].sort(),
    );
    expect(takesIdempotencyKey('/api/bet/betProc')).toBe(true);
    expect(takesIdempotencyKey('/api/member/balance')).toBe(false);
  });
});

describe('the key policy alone', () => {
  it('keeps one key per operation: the last send whose outcome is unknown', () => {
    let n = 0;
    const keys = createIdempotencyKeys({ newKey: () => `key-${++n}` });
    const a = keys.begin('/api/cash/in', { amount: 1 });
    a.settle(true);
    // another operation has its own keys
    const other = keys.begin('/api/cash/out', { amount: 1 });
    other.settle(false);
    const retry = keys.begin('/api/cash/in', { amount: 1 });
    expect(retry.key).toBe(a.key);
    expect(other.key).not.toBe(a.key);
    retry.settle(false);
    expect(keys.begin('/api/cash/in', { amount: 1 }).key).not.toBe(a.key);
  });

  it('lets a kept key go after KEEP_KEY_MS: the same body much later is another action', () => {
    let n = 0;
    let clock = 0;
    const keys = createIdempotencyKeys({ newKey: () => `key-${++n}`, now: () => clock });
    const lost = keys.begin('/api/member/changeMemCashFlag', {});
    lost.settle(true);
    clock += KEEP_KEY_MS;
    const retry = keys.begin('/api/member/changeMemCashFlag', {});
    expect(retry.key).toBe(lost.key);
    retry.settle(true);
    // the retry's own unknown outcome starts the time again
    clock += KEEP_KEY_MS + 1;
    expect(keys.begin('/api/member/changeMemCashFlag', {}).key).not.toBe(lost.key);
  });

  it('reads a request the same whatever the order of its keys, and tells arrays apart', () => {
    expect(requestText({ b: 1, a: { d: [1, 2], c: null } })).toBe(requestText({ a: { c: null, d: [1, 2] }, b: 1 }));
    expect(requestText({ s: [1, 2] })).not.toBe(requestText({ s: [2, 1] }));
  });

  it('makes UUID keys even where crypto.randomUUID is missing (a page over plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomKey()).toMatch(uuid);
    // an own property hides the prototype's method; deleting it shows the method again
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const made = new Set(Array.from({ length: 50 }, () => randomKey()));
      expect(made.size).toBe(50);
      for (const key of made) expect(key).toMatch(uuid);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it('lets anything but an ApiError of an unknown outcome end the key', async () => {
    let n = 0;
    const keys = createIdempotencyKeys({ newKey: () => `key-${++n}` });
    const sent: string[] = [];
    const call = (error: unknown) => (headers: Record<string, string>) => {
      sent.push(headers['Idempotency-Key'] ?? '');
      return Promise.reject(error);
    };
    const lost = responseFailed('lost', { failure: 'timeout' }).asWrite();
    await withIdempotencyKey('/api/cash/in', {}, call(lost), keys).catch(() => undefined);
    await withIdempotencyKey('/api/cash/in', {}, call(new Error('a bug')), keys).catch(() => undefined);
    await withIdempotencyKey('/api/cash/in', {}, call(lost), keys).catch(() => undefined);
    // a read's lost answer is not a write's: it does not keep the key
    await withIdempotencyKey('/api/cash/in', {}, call(responseFailed('lost', { failure: 'timeout' })), keys).catch(() => undefined);
    await withIdempotencyKey('/api/cash/in', {}, call(lost), keys).catch(() => undefined);
    expect(sent).toEqual(['key-1', 'key-1', 'key-2', 'key-2', 'key-3']);
  });
});
