// Bad input never reaches the database or the answer (decision 5 of the common rules, openapi.yaml
// x-envelope.failure): a NUL character, a body nested 100,000 deep, a 6 MB body are a clean 400 /
// 413 `{ code, msg }` (or the field's own code, mocks/sandbox/request-codes.ts), and an unexpected
// error is 500 `{ code: 'E001', msg: 'internal error' }` with the detail only in the server's log.
import { request } from 'node:http';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HANDLERS } from '../../mocks/sandbox/handlers/registry';
import { INTERNALS } from './support/internals';
import { openTestSandbox, SITE, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s);
afterEach(() => vi.restoreAllMocks());

const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SITE.key}`, 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  expect(text).not.toMatch(INTERNALS);
  return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
};
const postJson = (path: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  post(path, JSON.stringify({ siteId: SITE.siteId, ...body }), headers);

describe('a NUL character', () => {
  it("answers a field's own code: login memId LX02, signup memNick U105", async () => {
    expect(await postJson('/api/member/login', { memId: 'tester01\u0000', memPass: 'secret12' })).toMatchObject({
      status: 200,
      json: { code: 'LX02' },
    });
    const signup = {
      memId: 'nulnick01',
      memPass: 'pass1234!',
      memPassCheck: 'pass1234!',
      memPhone: '010-7777-0101',
      bank: '004',
      memName: '홍길동',
      memNick: 'ni\u0000ck',
      bankacc: '55550000101',
      cashOutPass: '1234',
      recommenderId: 'partner01',
    };
    expect((await postJson('/api/member/signup', signup)).json).toMatchObject({ code: 'U105' });
  });

  it('is a 400 { code, msg } in a search text, a query or a path, member or not', async () => {
    const token = await s.login('tester01');
    const board = await postJson('/api/board/free/list', { searchType: 'title', searchText: 'a\u0000b' }, { 'x-session-token': token });
    expect(board.status).toBe(400);
    expect(board.json).toMatchObject({ code: 'E400', msg: expect.any(String) as string });
    const partner = await s.login('partner01');
    const list = await postJson('/api/partner/members', { searchText: '\u0000' }, { 'x-session-token': partner });
    expect(list).toMatchObject({ status: 400, json: { code: 'E400' } });
    const path = await postJson('/api/board/fr%00ee/list', {}, { 'x-session-token': token });
    expect(path).toMatchObject({ status: 400, json: { code: 'E400' } });
  });

  it('is a 400 on the console: ?q=, ?memId=, a path and a body', async () => {
    for (const at of ['/__sandbox/members?q=a%00b', '/__sandbox/cash?memId=a%00b']) {
      const r = await s.operator('GET', at);
      expect(r.status, at).toBe(400);
      expect(JSON.stringify(r.body), at).not.toMatch(INTERNALS);
    }
    for (const at of ['/__sandbox/members/te%00st01/state', '/__sandbox/members/%E0%A4%A/state']) {
      const r = await s.operator('POST', at, { state: 'normal' });
      expect(r.status, at).toBe(400);
      expect(JSON.stringify(r.body), at).not.toMatch(INTERNALS);
    }
    const r = await s.operator('POST', '/__sandbox/messages', { memId: 'tester01', title: 'hi\u0000', content: 'x' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).not.toMatch(INTERNALS);
  });
});

describe('a value no column holds', () => {
  it('an id past the 32-bit range, a number past 2^53, a lone surrogate: 400 { code, msg }, not 500', async () => {
    const token = await s.login('tester01');
    const member = { 'x-session-token': token };
    expect(await postJson('/api/board/notice/datail', { boardIdx: 2 ** 31 }, member)).toMatchObject({
      status: 400,
      json: { code: 'E400' },
    });
    expect(await postJson('/api/bet/detail', { betIdx: 1e21 }, member)).toMatchObject({ status: 400, json: { code: 'E400' } });
    const slip = { gameType: '\uD800', betAmount: 10_000, selections: [{ key: 'odd', odds: 1.95 }] };
    expect(await postJson('/api/bet/betProc', slip, { ...member, 'idempotency-key': 'bad-input-lone-surrogate' })).toMatchObject({
      status: 400,
      json: { code: 'E400' },
    });
  });
});

describe('a body the server will not read', () => {
  it('nested 100,000 deep is a 400 { code, msg }, as a field or as the whole body', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const body of [`{"siteId":"winner","memId":${deep},"memPass":"secret12"}`, deep]) {
      const r = await post('/api/member/login', body);
      expect(r).toEqual({ status: 400, json: { code: 'E400', msg: 'the body nests deeper than 64 levels' } });
    }
  });

  it('over 5 MB is a 413 { code, msg } the client reads (no reset socket); the next call works', async () => {
    const big = JSON.stringify({ siteId: SITE.siteId, memId: 'a'.repeat(6 * 1024 * 1024), memPass: 'x' });
    const r = await post('/api/member/login', big);
    expect(r.status).toBe(413);
    expect(r.json).toMatchObject({ code: 'E413', msg: expect.any(String) as string });
    // a plain node:http client writing the whole body reads the answer, not ECONNRESET
    const status = await new Promise<number | string>((resolve) => {
      const req = request(`${s.url}/api/member/login`, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      req.end(big);
    });
    expect(status).toBe(413);
    expect((await postJson('/api/member/login', { memId: 'tester01', memPass: 'secret12' })).json).toMatchObject({ code: '0' });
  });
});

describe('an unexpected error', () => {
  it("is a 500 { code: 'E001', msg: 'internal error' }; the detail goes to the server's log only", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bankList = HANDLERS.bankList;
    HANDLERS.bankList = () => {
      throw new Error('Failed query: select "mem_id", "pass_hash" from "members"');
    };
    try {
      expect(await postJson('/api/etc/bank', {})).toEqual({ status: 500, json: { code: 'E001', msg: 'internal error' } });
    } finally {
      HANDLERS.bankList = bankList;
    }
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/pass_hash/);
  });
});
