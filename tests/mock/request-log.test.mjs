// GET /__mock/requests: what the client sent, decrypted, with the raw wire text beside it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { control, decrypt, encrypt, postEncrypted, postJson, startMini } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startMini({ logSize: 5 });
});
afterAll(() => mock?.close());
beforeEach(() => control(mock.url, 'DELETE', '/__mock/requests'));

describe('request log', () => {
  it('keeps the decrypted body, the headers and the raw ciphertext', async () => {
    const body = { memId: 'tester', memPass: 'secret1', siteId: 'winner' };
    await postEncrypted(mock.url, '/api/member/login', body, { 'x-session-token': 'tok-abc' });
    const { json } = await control(mock.url, 'GET', '/__mock/requests?path=/api/member/login');
    expect(json.requests).toHaveLength(1);
    const [entry] = json.requests;
    expect(entry).toMatchObject({ method: 'POST', path: '/api/member/login', encrypted: true, status: 200, body });
    expect(entry.headers.authorization).toBe('Bearer mock-api-key');
    expect(entry.headers['x-session-token']).toBe('tok-abc');
    // The wire carried ciphertext, not the JSON: prove it by decrypting it ourselves.
    expect(entry.raw).not.toContain('memId');
    expect(entry.raw).toBe(encrypt(body));
    expect(decrypt(entry.raw).value).toEqual(body);
    expect(entry.responseEncrypted).toBe(true);
    expect(entry.response.code).toBe('0');
  });

  it('filters by concrete path or by template, and records refusals too', async () => {
    await postJson(mock.url, '/api/board/notice/list', { siteId: 'winner' });
    await postJson(mock.url, '/api/board/faq/list', { page: 2 }); // no siteId → 400
    const byTemplate = await control(mock.url, 'GET', '/__mock/requests?path=' + encodeURIComponent('/api/board/{boardType}/list'));
    expect(byTemplate.json.requests.map((r) => [r.path, r.status])).toEqual([
      ['/api/board/notice/list', 200],
      ['/api/board/faq/list', 400],
    ]);
    const concrete = await control(mock.url, 'GET', '/__mock/requests?path=/api/board/faq/list');
    expect(concrete.json.requests).toHaveLength(1);
    expect(concrete.json.requests[0].encrypted).toBe(false);
  });

  it('is a ring buffer and can be cleared', async () => {
    for (let i = 0; i < 7; i++) await postJson(mock.url, '/api/board/notice/list', { siteId: 'winner', page: i + 1 });
    const all = await control(mock.url, 'GET', '/__mock/requests');
    expect(all.json.requests.map((r) => r.body.page)).toEqual([3, 4, 5, 6, 7]);
    const last2 = await control(mock.url, 'GET', '/__mock/requests?limit=2');
    expect(last2.json.requests.map((r) => r.body.page)).toEqual([6, 7]);
    expect((await control(mock.url, 'DELETE', '/__mock/requests')).json.cleared).toBe(5);
    expect((await control(mock.url, 'GET', '/__mock/requests')).json.requests).toEqual([]);
  });
});
