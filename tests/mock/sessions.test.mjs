// Sessions per token, against the real contract: the member a login answered stays that member; a
// CASH push survives the balance poll; a refresh rotates the token and revokes the old one after its
// grace window (docs/rules.md#sessions: 30 s; here GRACE_MS so a test can wait it out); logout and
// /__mock/reset forget.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { control, postEncrypted, startReal } from './helpers.mjs';

/** The grace window of a replaced token in this file's mock (30 s by default). */
const GRACE_MS = 300;
/** Waits until a token replaced now is past its grace window. */
const graceOver = () => new Promise((resolve) => setTimeout(resolve, GRACE_MS + 50));

let mock;
beforeAll(async () => {
  mock = await startReal({ refreshGraceMs: GRACE_MS });
});
afterAll(() => mock?.close());
afterEach(() => control(mock.url, 'POST', '/__mock/reset'));

const TESTER = 'mock-token-tester01';
const PARTNER = 'mock-token-partner01';
const call = (path, token, body = {}) =>
  postEncrypted(mock.url, path, { siteId: 'winner', ...body }, token ? { 'x-session-token': token } : {});
const login = async (example) => {
  if (example) await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/login', example, times: 1 });
  return (await call('/api/member/login', undefined, { memId: 'tester01', memPass: 'pass1234' })).json;
};
const info = async (token) => (await call('/api/member/info', token)).json;
const balance = async (token) => (await call('/api/member/balance', token)).json;
const refresh = (token) => call('/api/member/refreshToken', token, { force: true });
const push = (body) => control(mock.url, 'POST', '/__mock/push', body);
const sessions = async () => (await control(mock.url, 'GET', '/__mock/sessions')).json;

describe('a login starts a session for the token it answers', () => {
  it('the partner example: info and balance go on answering the partner', async () => {
    const answer = await login('partner');
    expect(answer.data.token).toBe(PARTNER);
    const member = await info(PARTNER);
    expect(member.data.member).toEqual(answer.data.member);
    expect(member.data.msgInfo).toEqual({ newMsg: 0 });
    expect((await balance(PARTNER)).data).toEqual({ balance: 8_400_000, pointAmt: 0, isPlayGame: 'N' });
    expect((await sessions()).sessions).toEqual([
      { token: PARTNER, memId: 'partner01', cash: 8_400_000, points: 0, revoked: [], since: expect.any(String) },
    ]);
  });

  it('a scenario’s literal login body counts too', async () => {
    const member = { memId: 'odd01', memNick: 'Odd', memName: 'O', cashAmt: 5, pointAmt: 1, isPartnerMember: 'N' };
    await control(mock.url, 'POST', '/__mock/scenario', {
      path: '/api/member/login',
      body: { code: '0', data: { token: 'literal-token', member, msgInfo: { newMsg: 9 } } },
      times: 1,
    });
    await login();
    const answer = await info('literal-token');
    expect(answer.data.member).toEqual(member);
    expect(answer.data.msgInfo).toEqual({ newMsg: 9 });
  });

  it('a failed login starts nothing', async () => {
    expect((await login('LX02')).code).toBe('LX02');
    expect((await sessions()).sessions).toEqual([]);
  });
});

describe('a token the mock has never seen', () => {
  it('gets the success example as before, and is a session from then on', async () => {
    const answer = await info('mock-token-never-seen');
    expect(answer.data.member.memId).toBe('tester01');
    expect(answer.data.member.cashAmt).toBe(1_250_000);
    expect((await sessions()).sessions).toMatchObject([{ token: 'mock-token-never-seen', memId: 'tester01', cash: 1_250_000 }]);
  });
});

describe('a CASH push', () => {
  it('sets the session’s cash and points: the next balance and info say the same', async () => {
    await login();
    const r = await push({ token: TESTER, cmd: 'CASH', data1: '777777', data2: '12' });
    expect(r.json.destination).toBe(`/topic/member/${TESTER}`);
    expect((await balance(TESTER)).data).toEqual({ balance: 777_777, pointAmt: 12, isPlayGame: 'N' });
    expect((await balance(TESTER)).data.balance).toBe(777_777); // the next poll too
    expect((await info(TESTER)).data.member).toMatchObject({ memId: 'tester01', cashAmt: 777_777, pointAmt: 12 });

    await push({ token: TESTER, cmd: 'CASH', data1: 1000 }); // no data2: points stay
    expect((await balance(TESTER)).data).toMatchObject({ balance: 1000, pointAmt: 12 });
  });

  it('to a token not seen yet: its first member answer carries the pushed cash', async () => {
    await push({ token: 'mock-token-fresh', cmd: 'CASH', data1: '5000', data2: '7' });
    expect((await info('mock-token-fresh')).data.member).toMatchObject({ memId: 'tester01', cashAmt: 5000, pointAmt: 7 });
  });
});

describe('token refresh', () => {
  it('answers <root>-r1, -r2 …; the old token gets HTTP 401 (refresh included); getToken answers the current one', async () => {
    await login();
    const first = await refresh(TESTER);
    expect(first.json.data.token).toBe(`${TESTER}-r1`);
    expect(first.json.data.tokenExpiresAt).toBe('2099-12-31 16:00:00');
    const second = await refresh(`${TESTER}-r1`);
    expect(second.json.data.token).toBe(`${TESTER}-r2`);
    await graceOver();

    for (const old of [TESTER, `${TESTER}-r1`]) {
      for (const path of ['/api/member/balance', '/api/member/refreshToken', '/api/member/info']) {
        const refused = await call(path, old);
        expect(refused.status).toBe(401);
        expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
        expect(refused.json).toEqual({ message: `session token ${old} is no longer valid (replaced by a refresh)` });
      }
    }
    const current = `${TESTER}-r2`;
    expect((await call('/api/getToken', current)).json.data.token).toBe(current);
    expect((await info(current)).data.member.memId).toBe('tester01');
    const listed = await sessions();
    expect(listed.sessions).toMatchObject([{ token: current, memId: 'tester01', revoked: [TESTER, `${TESTER}-r1`] }]);
    expect(listed.revoked).toEqual([
      { token: TESTER, replacedBy: `${TESTER}-r1` },
      { token: `${TESTER}-r1`, replacedBy: current },
    ]);
    const log = (await control(mock.url, 'GET', '/__mock/requests?path=/api/member/balance&limit=1')).json.requests[0];
    expect(log.status).toBe(401);
  });

  it('counts per root, and the session (with its pushed cash) moves along', async () => {
    await login('partner');
    await push({ token: PARTNER, cmd: 'CASH', data1: '42', data2: '0' });
    expect((await refresh(PARTNER)).json.data.token).toBe(`${PARTNER}-r1`);
    expect((await balance(`${PARTNER}-r1`)).data.balance).toBe(42);
    expect((await refresh('mock-token-other')).json.data.token).toBe('mock-token-other-r1');
  });

  it('a new login answering the token makes it valid again; the count goes on', async () => {
    await login();
    await refresh(TESTER);
    await graceOver();
    expect((await call('/api/member/balance', TESTER)).status).toBe(401);
    await login();
    expect((await call('/api/member/balance', TESTER)).status).toBe(200);
    expect((await refresh(TESTER)).json.data.token).toBe(`${TESTER}-r2`);
  });

  it('the replaced token acts for the new one in its grace window: calls answer, a repeated refresh gives the same token; then 401', async () => {
    await login();
    await push({ token: TESTER, cmd: 'CASH', data1: '77', data2: '0' });
    const first = (await refresh(TESTER)).json.data;
    expect(first.token).toBe(`${TESTER}-r1`);
    // the answer was lost: the browser still holds the old token
    expect((await balance(TESTER)).data.balance).toBe(77);
    expect((await info(TESTER)).data.member).toMatchObject({ memId: 'tester01', cashAmt: 77 });
    expect((await call('/api/getToken', TESTER)).json.data.token).toBe(first.token);
    expect((await refresh(TESTER)).json.data).toEqual(first);
    expect((await sessions()).sessions.map((s) => s.token)).toEqual([first.token]);
    await graceOver();
    expect((await balance(TESTER)).status).toBeUndefined();
    expect((await call('/api/member/balance', TESTER)).status).toBe(401);
    expect((await refresh(TESTER)).status).toBe(401);
    expect((await balance(first.token)).data.balance).toBe(77);
  });

  it('a refresh whose answer is dropped (or late) still took place on arrival: asked again, it answers the same token', async () => {
    await login();
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/refreshToken', drop: true, times: 1 });
    await expect(refresh(TESTER)).rejects.toThrow();
    expect((await sessions()).revoked).toEqual([{ token: TESTER, replacedBy: `${TESTER}-r1` }]);
    expect((await refresh(TESTER)).json.data.token).toBe(`${TESTER}-r1`);
    await graceOver();
    expect((await call('/api/member/balance', TESTER)).status).toBe(401);
  });

  it('the login itself is not refused for carrying a revoked token (it does not use one)', async () => {
    await login();
    await refresh(TESTER);
    const again = await call('/api/member/login', TESTER, { memId: 'tester01', memPass: 'pass1234' });
    expect(again.status).toBe(200);
    expect(again.json.data.token).toBe(TESTER);
  });
});

describe('logout and reset forget', () => {
  it('after logout the token is unseen again (not refused)', async () => {
    await login('partner');
    expect((await call('/api/member/logout', PARTNER)).json.code).toBe('0');
    expect((await sessions()).sessions).toEqual([]);
    const after = await call('/api/member/info', PARTNER);
    expect(after.status).toBe(200);
    expect(after.json.data.member.memId).toBe('tester01'); // the success example, as for any unseen token
  });

  it('/__mock/reset forgets sessions, revoked tokens and refresh counts', async () => {
    await login('partner');
    await refresh(PARTNER);
    const reset = await control(mock.url, 'POST', '/__mock/reset');
    expect(reset.json.sessions).toBe(1);
    expect(await sessions()).toEqual({ sessions: [], revoked: [] });
    expect((await call('/api/member/balance', PARTNER)).status).toBe(200);
    expect((await refresh(PARTNER)).json.data.token).toBe(`${PARTNER}-r1`);
  });
});

describe('an answer somebody asked for is served as is', () => {
  it('a scenario beats the session: example, literal body', async () => {
    await login();
    await push({ token: TESTER, cmd: 'CASH', data1: '10', data2: '1' });
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/info', example: 'partner', times: 1 });
    expect((await info(TESTER)).data.member.memId).toBe('partner01');
    await control(mock.url, 'POST', '/__mock/scenario', {
      path: '/api/member/balance',
      body: { code: '0', data: { balance: 3, isPlayGame: 'Y' } },
      times: 1,
    });
    expect((await balance(TESTER)).data).toEqual({ balance: 3, isPlayGame: 'Y' });
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/refreshToken', example: 'success', times: 1 });
    expect((await refresh(TESTER)).json.data.token).toBe(`${TESTER}-r1`); // the example's own value; nothing revoked
    expect((await call('/api/member/balance', TESTER)).status).toBe(200);
    // Back to the session.
    expect((await info(TESTER)).data.member).toMatchObject({ memId: 'tester01', cashAmt: 10, pointAmt: 1 });
  });

  it('a Prefer example too; a scenario that only delays keeps the session overlay', async () => {
    await login('partner');
    const preferred = await postEncrypted(
      mock.url,
      '/api/member/info',
      { siteId: 'winner' },
      { 'x-session-token': PARTNER, prefer: 'code=200, example=success' },
    );
    expect(preferred.json.data.member.memId).toBe('tester01');
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/balance', delayMs: 50, times: 1 });
    expect((await balance(PARTNER)).data.balance).toBe(8_400_000);
  });
});

describe('DELETE /__mock/sessions', () => {
  it('?token= makes that token unseen again: its session and its revocation go', async () => {
    await login();
    await refresh(TESTER);
    await graceOver();
    expect((await call('/api/member/balance', TESTER)).status).toBe(401);
    const r = await control(mock.url, 'DELETE', `/__mock/sessions?token=${TESTER}`);
    expect(r.json).toEqual({ token: TESTER, session: false, revoked: true });
    expect((await call('/api/member/balance', TESTER)).status).toBe(200);
    // The session it had moved on with is untouched.
    expect((await sessions()).sessions.map((s) => s.token)).toEqual([`${TESTER}-r1`]);
    expect((await control(mock.url, 'DELETE', `/__mock/sessions?token=${TESTER}-r1`)).json).toEqual({
      token: `${TESTER}-r1`,
      session: true,
      revoked: false,
    });
  });

  it('without a token forgets every session', async () => {
    await login();
    await login('partner');
    expect((await control(mock.url, 'DELETE', '/__mock/sessions')).json).toEqual({ cleared: 2 });
    expect(await sessions()).toEqual({ sessions: [], revoked: [] });
  });
});

describe('the session summary (the reality check)', () => {
  it('says the session logged in when the mock saw its login, not the example’s fixed morning', async () => {
    const before = Date.now();
    await login();
    const summary = (await call('/api/member/sessionSummary', TESTER)).json;
    const loginAt = Date.parse(summary.data.loginAt.replace(' ', 'T') + '+09:00');
    expect(loginAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(loginAt).toBeLessThanOrEqual(Date.now());
    expect(summary.data).toMatchObject({ betTotal: 50000, winTotal: 38000, net: -12000 });
  });

  it('a chosen example is served as it is', async () => {
    await login();
    await control(mock.url, 'POST', '/__mock/scenario', { path: '/api/member/sessionSummary', example: 'success', times: 1 });
    expect((await call('/api/member/sessionSummary', TESTER)).json.data.loginAt).toBe('2026-11-26 09:00:00');
  });
});
