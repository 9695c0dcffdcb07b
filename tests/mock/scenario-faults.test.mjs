// Scenarios that break things on purpose: a literal body (held against the contract's schema, served
// anyway), any HTTP status, a late answer, no answer at all; how they combine, count and clear.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { control, postEncrypted, postJson, startMini } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startMini();
});
afterAll(() => mock?.close());
afterEach(() => control(mock.url, 'POST', '/__mock/reset'));

const login = { memId: 'tester', memPass: 'secret1', siteId: 'winner' };
const setScenario = (body) => control(mock.url, 'POST', '/__mock/scenario', body);
const lastRequest = async (path) => (await control(mock.url, 'GET', `/__mock/requests?path=${path}&limit=1`)).json.requests[0];

describe('a literal body', () => {
  it('that fits the contract: no violations, served plain to a plain request and sealed to an encrypted one', async () => {
    const body = { code: '0', data: { token: 'literal-token', memId: 'odd' } };
    const set = await setScenario({ path: '/api/member/login', body });
    expect(set.status).toBe(200);
    expect(set.json.violations).toEqual([]);
    expect(set.json.scenario).toMatchObject({ method: 'POST', path: '/api/member/login', literal: true, body, remaining: null });

    const plain = await postJson(mock.url, '/api/member/login', login);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toMatch(/^application\/json/);
    expect(plain.json).toEqual(body);

    const sealed = await postEncrypted(mock.url, '/api/member/login', login);
    expect(sealed.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(sealed.text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sealed.json).toEqual(body);
    expect(await lastRequest('/api/member/login')).toMatchObject({
      pick: { scenario: true, literal: true },
      status: 200,
      response: body,
      responseEncrypted: true,
      violations: [],
    });
  });

  it('that breaks the contract: the violations are reported by the POST and logged, and the body is still served', async () => {
    const body = { code: '0', data: { token: 42 } };
    const set = await setScenario({ path: '/api/member/login', body });
    expect(set.status).toBe(200);
    expect(set.json.violations).toEqual(['/data/token must be string']);

    const answer = await postEncrypted(mock.url, '/api/member/login', login);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(body);
    expect((await lastRequest('/api/member/login')).violations).toEqual(['/data/token must be string']);
  });

  it('any JSON value: an array, a number, null', async () => {
    for (const body of [[1, 2], 7, null]) {
      const set = await setScenario({ path: '/api/coin', body });
      expect(set.json.violations).toEqual(['/ must be object']);
      const res = await fetch(mock.url + '/api/coin?symbol=BTC&siteId=winner');
      expect(await res.json()).toEqual(body);
    }
  });

  it('is held against the schema of its status when the contract has one, else against 200', async () => {
    const board = '/api/board/{boardType}/list';
    const down = { message: 'down for a moment' };
    expect((await setScenario({ path: board, status: 500, body: down })).json.violations).toEqual([]);
    const res = await postJson(mock.url, '/api/board/faq/list', { siteId: 'winner' });
    expect(res.status).toBe(500);
    expect(res.json).toEqual(down);
    // No 503 in the contract: the 200 schema (the result envelope) is the one it breaks.
    expect((await setScenario({ path: board, status: 503, body: down })).json.violations).toContain("/ must have required property 'code'");
    expect((await setScenario({ path: board, status: 500, body: { code: 'E001' } })).json.violations).toEqual([
      "/ must have required property 'message'",
    ]);
  });

  it('a string is served raw as text/html, unencrypted even to an encrypted request (a proxy error page)', async () => {
    const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
    const set = await setScenario({ path: '/api/member/login', status: 502, body: page });
    expect(set.json.violations).toEqual([]);
    const res = await postEncrypted(mock.url, '/api/member/login', login);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text).toBe(page);
    expect(await lastRequest('/api/member/login')).toMatchObject({
      pick: { scenario: true, literal: true, status: 502 },
      status: 502,
      response: page,
      responseEncrypted: false,
    });
  });
});

describe('a status', () => {
  it('alone: an empty body with that status', async () => {
    await setScenario({ path: '/api/member/login', status: 503 });
    const res = await postEncrypted(mock.url, '/api/member/login', login);
    expect(res.status).toBe(503);
    expect(res.text).toBe('');
    expect(await lastRequest('/api/member/login')).toMatchObject({ pick: { scenario: true, status: 503 }, status: 503 });
  });

  it('with an example: that example with that status, sealed as usual', async () => {
    await setScenario({ path: '/api/member/login', example: 'LX02', status: 401 });
    const res = await fetch(mock.url + '/api/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/plain' },
      body: JSON.stringify(login),
    });
    expect(res.status).toBe(401);
    const { decrypt } = await import('./helpers.mjs');
    expect(decrypt(await res.text()).value.code).toBe('LX02');
    expect(await lastRequest('/api/member/login')).toMatchObject({
      pick: { scenario: true, example: 'LX02', code: 200, status: 401 },
      status: 401,
    });
  });

  it('with a body: that body with that status', async () => {
    await setScenario({ path: '/api/member/login', status: 500, body: { message: 'internal error' } });
    const res = await postJson(mock.url, '/api/member/login', login);
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: 'internal error' });
  });
});

describe('a delay', () => {
  it('alone: the normal answer, at least delayMs late', async () => {
    await setScenario({ path: '/api/member/login', delayMs: 300 });
    const t0 = performance.now();
    const res = await postEncrypted(mock.url, '/api/member/login', login);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(300);
    expect(res.json.code).toBe('0');
    const entry = await lastRequest('/api/member/login');
    expect(entry.pick).toMatchObject({ scenario: true, delayMs: 300, example: 'success', implicit: true });
    expect(entry.ms).toBeGreaterThanOrEqual(300);
  });

  it('still honours the request’s own Prefer', async () => {
    await setScenario({ path: '/api/member/login', delayMs: 50 });
    const res = await postJson(mock.url, '/api/member/login', login, { prefer: 'code=200, example=U001' });
    expect(res.json.code).toBe('U001');
  });

  it('combines with an example, a body, a status', async () => {
    await setScenario({ path: '/api/member/login', delayMs: 200, status: 504 });
    const t0 = performance.now();
    const res = await postJson(mock.url, '/api/member/login', login);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(200);
    expect(res.status).toBe(504);

    await setScenario({ path: '/api/member/login', delayMs: 200, example: 'LX02' });
    const t1 = performance.now();
    expect((await postJson(mock.url, '/api/member/login', login)).json.code).toBe('LX02');
    expect(performance.now() - t1).toBeGreaterThanOrEqual(200);
  });

  it('is given up when the client goes away first, and logged so', async () => {
    await setScenario({ path: '/api/member/login', delayMs: 5000 });
    const abort = new AbortController();
    const call = fetch(mock.url + '/api/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
      signal: abort.signal,
    });
    setTimeout(() => abort.abort(), 100);
    await expect(call).rejects.toThrow();
    const { waitFor } = await import('./helpers.mjs');
    const entry = await waitFor(() => lastRequest('/api/member/login'));
    expect(entry).toMatchObject({ status: 0, pick: { scenario: true, delayMs: 5000 } });
    expect(entry.ms).toBeLessThan(5000);
  });
});

describe('drop', () => {
  it('closes the socket without an answer: the client’s fetch fails with a socket error', async () => {
    await setScenario({ path: '/api/member/login', drop: true });
    const err = await postEncrypted(mock.url, '/api/member/login', login).catch((e) => e);
    expect(err).toBeInstanceOf(TypeError);
    expect(err.message).toBe('fetch failed');
    expect(err.cause?.code).toBe('UND_ERR_SOCKET');
    expect(await lastRequest('/api/member/login')).toMatchObject({ status: 0, pick: { scenario: true, dropped: true } });
  });

  it('after delayMs when given', async () => {
    await setScenario({ path: '/api/coin', drop: true, delayMs: 250 });
    const t0 = performance.now();
    await expect(fetch(mock.url + '/api/coin?symbol=BTC&siteId=winner')).rejects.toThrow('fetch failed');
    expect(performance.now() - t0).toBeGreaterThanOrEqual(250);
    expect(await lastRequest('/api/coin')).toMatchObject({ pick: { scenario: true, dropped: true, delayMs: 250 } });
  });
});

describe('times, several at once, reset', () => {
  it('`times` counts any kind: two 503s, then the normal answer', async () => {
    await setScenario({ path: '/api/member/login', status: 503, times: 2 });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postJson(mock.url, '/api/member/login', login)).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('scenarios on different paths hold at once; /__mock/reset clears them all', async () => {
    await setScenario({ path: '/api/member/login', status: 503 });
    await setScenario({ path: '/api/coin', body: { code: '0', data: { symbol: 'ODD', price: 1 } } });
    await setScenario({ path: '/api/board/{boardType}/list', drop: true });
    expect((await postJson(mock.url, '/api/member/login', login)).status).toBe(503);
    expect(await (await fetch(mock.url + '/api/coin?symbol=BTC&siteId=winner')).json()).toEqual({
      code: '0',
      data: { symbol: 'ODD', price: 1 },
    });
    await expect(postJson(mock.url, '/api/board/faq/list', { siteId: 'winner' })).rejects.toThrow('fetch failed');

    const reset = await control(mock.url, 'POST', '/__mock/reset');
    expect(reset.json.scenarios).toBe(3);
    expect((await postJson(mock.url, '/api/member/login', login)).json.code).toBe('0');
    expect((await postJson(mock.url, '/api/board/faq/list', { siteId: 'winner' })).json.code).toBe('0');
  });
});

describe('refused with HTTP 400', () => {
  const KNOWN = ['path', 'method', 'example', 'code', 'body', 'status', 'delayMs', 'drop', 'times'];

  it('an unknown key, listing the known ones', async () => {
    const r = await setScenario({ path: '/api/member/login', delay: 3000 });
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(/unknown key\(s\) "delay"/);
    expect(r.json.unknownKeys).toEqual(['delay']);
    expect(r.json.knownKeys).toEqual(KNOWN);
  });

  it.each([
    ['example with body', { example: 'LX02', body: { code: 'X' } }, /"example" or "body", not both/],
    ['drop with example', { drop: true, example: 'LX02' }, /"drop" answers nothing/],
    ['drop with body', { drop: true, body: 'x' }, /"drop" answers nothing/],
    ['drop with status', { drop: true, status: 503 }, /"drop" answers nothing/],
    ['a status out of range', { status: 600 }, /"status" must be an HTTP status/],
    ['a status as a string', { status: '503' }, /"status" must be an HTTP status/],
    ['a negative delay', { delayMs: -1 }, /"delayMs" must be/],
    ['a delay over two minutes', { delayMs: 120_001 }, /"delayMs" must be/],
    ['a fractional delay', { delayMs: 1.5 }, /"delayMs" must be/],
    ['drop not a boolean', { drop: 'yes' }, /"drop" must be true or false/],
    ['times 0', { status: 503, times: 0 }, /"times" must be a positive integer/],
    ['code without example', { code: 200, status: 503 }, /"code" says whose examples/],
    ['no effect at all', {}, /changes nothing/],
    ['only a zero delay', { delayMs: 0 }, /changes nothing/],
    ['only drop: false', { drop: false }, /changes nothing/],
  ])('%s', async (_name, extra, message) => {
    const r = await setScenario({ path: '/api/member/login', ...extra });
    expect(r.status).toBe(400);
    expect(r.json.message).toMatch(message);
    expect((await control(mock.url, 'GET', '/__mock/scenario')).json.scenarios).toEqual([]);
  });

  it('a body that is not an object', async () => {
    const r = await setScenario(['/api/member/login']);
    expect(r.status).toBe(400);
    expect(r.json.knownKeys).toEqual(KNOWN);
  });
});
