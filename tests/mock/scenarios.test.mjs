// Scenarios: set, once (times), clear, validation, path templates, precedence over Prefer.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { control, postEncrypted, postJson, startMini } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startMini();
});
afterAll(() => mock?.close());
afterEach(() => control(mock.url, 'DELETE', '/__mock/scenario'));

const login = { memId: 'tester', memPass: 'secret1', siteId: 'winner' };
const loginCode = async (headers) => (await postEncrypted(mock.url, '/api/member/login', login, headers)).json.code;

describe('scenarios', () => {
  it('answers the named example from now on, until cleared', async () => {
    const set = await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/login', example: 'LX02' });
    expect(set.status).toBe(200);
    expect(set.json.scenario).toMatchObject({ method: 'POST', path: '/api/member/login', example: 'LX02', remaining: null });
    expect(await loginCode()).toBe('LX02');
    expect(await loginCode()).toBe('LX02');

    const listed = await control(mock.url, 'GET', '/__mock/scenario');
    expect(listed.json.scenarios).toHaveLength(1);
    expect(listed.json.scenarios[0].used).toBe(2);

    const cleared = await control(mock.url, 'DELETE', '/__mock/scenario?path=/api/member/login');
    expect(cleared.json.cleared).toBe(1);
    expect(await loginCode()).toBe('0');
  });

  it('answers it only for the next `times` calls', async () => {
    await control(mock.url, 'POST', '/__mock/scenario', { method: 'POST', path: '/api/member/login', example: 'U001', times: 1 });
    expect(await loginCode()).toBe('U001');
    expect(await loginCode()).toBe('0');
    expect((await control(mock.url, 'GET', '/__mock/scenario')).json.scenarios).toEqual([]);
  });

  it("overrides the request's own Prefer", async () => {
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/login', example: 'LX02' });
    expect(await loginCode({ prefer: 'code=200, example=U001' })).toBe('LX02');
  });

  it('DELETE /__mock/scenario clears them all', async () => {
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/login', example: 'LX02' });
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/coin', example: 'E002' });
    expect((await control(mock.url, 'DELETE', '/__mock/scenario')).json.cleared).toBe(2);
    expect(await loginCode()).toBe('0');
  });

  it('a template path covers every concrete path; a concrete path only itself and wins', async () => {
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/board/{boardType}/list', example: 'E001' });
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/board/notice/list', example: 'TK999' });
    const board = async (type) => (await postJson(mock.url, `/api/board/${type}/list`, { siteId: 'winner' })).json.code;
    expect(await board('notice')).toBe('TK999');
    expect(await board('faq')).toBe('E001');
    await control(mock.url, 'DELETE', '/__mock/scenario?path=/api/board/notice/list');
    expect(await board('notice')).toBe('E001');
  });

  it('works for GET operations too', async () => {
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/coin', example: 'E002', times: 1 });
    const res = await fetch(mock.url + '/api/coin?symbol=BTC&siteId=winner');
    expect((await res.json()).code).toBe('E002');
  });

  describe('validation against the contract', () => {
    it('refuses an unknown example, listing the valid ones', async () => {
      const r = await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/login', example: 'LX2' });
      expect(r.status).toBe(400);
      expect(r.json.message).toMatch(/unknown example "LX2"/);
      expect(r.json.validExamples).toEqual(['9999', 'success', 'U001', 'LX02']);
    });

    it('refuses an unknown path, listing the operations', async () => {
      const r = await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/logn', example: 'LX02' });
      expect(r.status).toBe(400);
      expect(r.json.validPaths).toContain('POST /api/member/login');
    });

    it('refuses a method the path does not have, and a bad times', async () => {
      const wrongMethod = await control(mock.url, 'POST', '/__mock/scenario', {
        method: 'GET',
        path: '/api/member/login',
        example: 'LX02',
      });
      expect(wrongMethod.status).toBe(400);
      const badTimes = await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/login', example: 'LX02', times: 0 });
      expect(badTimes.status).toBe(400);
      expect((await control(mock.url, 'GET', '/__mock/scenario')).json.scenarios).toEqual([]);
    });
  });
});
