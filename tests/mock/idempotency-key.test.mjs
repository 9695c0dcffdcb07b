// The mock holds the Idempotency-Key header to the contract as Prism does every header:
// a money call or a bet takes it or goes without it; a key outside 16-100 visible characters is
// refused; the request log keeps it, so a browser test can compare the keys of a retry.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { control, postEncrypted, startReal } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startReal();
});
afterAll(() => mock?.close());
afterEach(() => control(mock.url, 'POST', '/__mock/reset'));

const deposit = { siteId: 'winner', payType: 'bank', amount: 100_000, bonusYn: 'N', depositName: '홍길동' };
const send = (key) =>
  postEncrypted(mock.url, '/api/cash/in', deposit, {
    'x-session-token': 'mock-token-tester01',
    ...(key === undefined ? {} : { 'idempotency-key': key }),
  });

describe('the Idempotency-Key header', () => {
  it('is taken on a deposit, and logged with the request', async () => {
    const key = '3f0c7d52-8a9b-4e1f-9c3d-2b6a5e7f1a04';
    const answer = await send(key);
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe('0');
    const log = await control(mock.url, 'GET', `/__mock/requests?path=${encodeURIComponent('/api/cash/in')}`);
    const requests = Array.isArray(log.json) ? log.json : log.json.requests;
    expect(requests.map((r) => r.headers['idempotency-key'])).toEqual([key]);
  });

  it('may be left out', async () => {
    const answer = await send(undefined);
    expect(answer.status).toBe(200);
    expect(answer.json.code).toBe('0');
  });

  it('is refused when it is not 16-100 visible characters', async () => {
    for (const key of ['short', 'x'.repeat(101), 'sixteen chars ok']) {
      const answer = await send(key);
      expect(answer.status, key).toBe(422);
      expect(JSON.stringify(answer.json), key).toContain('idempotency-key');
    }
  });
});
