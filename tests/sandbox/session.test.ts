// Login, refresh and a second login, from state (docs/rules.md#sessions).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listen } from './support/push';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s);

describe('sessions', () => {
  it('a wrong password is LX02; the seeded member logs in with the cash the ledger gave', async () => {
    expect((await s.call('memberLogin', { memId: 'tester01', memPass: 'nope123' })).code).toBe('LX02');
    const a = okData(await s.call('memberLogin', { memId: 'tester01', memPass: 'secret12' }));
    expect(a.member.cashAmt).toBe(1_250_000);
  });

  it('a refresh rotates the token: the new one answers (the old one for 30 s more: see the grace window below)', async () => {
    const token = await s.login('tester01');
    const r = okData(await s.call('refreshToken', {}, { token }));
    expect(r.token).not.toBe(token);
    expect((await s.call('memberBalance', {}, { token: r.token })).code).toBe('0');
  });

  it('a second login ends the first session: its next balance poll answers TK999', async () => {
    const first = await s.login('tester01');
    await s.login('tester01');
    expect((await s.call('memberBalance', {}, { token: first })).code).toBe('TK999');
  });

  it('a second login tells the first session why at once: LOGOUT by push with data1 TK999', async () => {
    const first = await s.login('tester01');
    const ear = await listen(s.sandbox.wsUrl, first);
    await s.login('tester01');
    expect(await ear.waitFor('LOGOUT')).toEqual({ cmd: 'LOGOUT', data1: 'TK999' });
    await ear.close();
  });

  it('a member call without a token is refused with 401', async () => {
    await expect(s.call('memberBalance', {})).rejects.toThrow(/HTTP 401/);
  });
});

/** Moves the sandbox clock on (the console's POST /__sandbox/clock); `{}` puts it back to real time. */
const clock = async (body: { advanceMs?: number }) => expect((await s.operator('POST', '/__sandbox/clock', body)).status).toBe(200);
const HOUR = 3_600_000;

/** The call is refused with HTTP 401 and this message. */
const refused = (p: Promise<unknown>, why: string) =>
  expect(p).rejects.toThrow(`HTTP 401 {"message":"session token is not valid (${why})"}`);

describe('session expiry (docs/rules.md#sessions)', () => {
  afterEach(() => clock({}));

  it('a token three hours past its tokenExpiresAt is refused (401 expired): no balance, no withdrawal PIN check', async () => {
    const token = await s.login('tester01');
    await clock({ advanceMs: 3 * HOUR });
    await refused(s.call('memberBalance', {}, { token }), 'expired');
    await refused(
      s.call('cashOut', { payType: 'bank', amount: 10_000, cashOutPass: '9999' }, { token, key: 'expired-session-0001' }),
      'expired',
    );
    await refused(s.call('refreshToken', {}, { token }), 'expired');
  });

  it('a token works until its tokenExpiresAt; a refresh before it gives a new hour; getToken tells the same expiry', async () => {
    const login = okData(await s.call('memberLogin', { memId: 'tester01', memPass: 'secret12' }));
    await clock({ advanceMs: 55 * 60_000 });
    expect(okData(await s.call('getToken', {}, { token: login.token })).tokenExpiresAt).toBe(login.tokenExpiresAt);
    const r = okData(await s.call('refreshToken', {}, { token: login.token }));
    expect((r.tokenExpiresAt ?? '') > (login.tokenExpiresAt ?? '')).toBe(true);
    await clock({ advanceMs: 50 * 60_000 });
    expect((await s.call('memberBalance', {}, { token: r.token })).code).toBe('0');
    await clock({ advanceMs: 10 * 60_000 });
    await refused(s.call('memberBalance', {}, { token: r.token }), 'expired');
  });
});

describe('refresh grace window (docs/rules.md#sessions)', () => {
  afterEach(() => clock({}));

  it('the replaced token works for 30 s and a repeated refresh with it answers the same token and expiry; after 30 s it is refused', async () => {
    const token = await s.login('tester01');
    const first = okData(await s.call('refreshToken', {}, { token }));
    // the answer was lost: the browser still holds the old token
    expect((await s.call('memberBalance', {}, { token })).code).toBe('0');
    expect((await s.call('memberInfo', {}, { token })).code).toBe('0');
    await clock({ advanceMs: 20_000 });
    const again = okData(await s.call('refreshToken', {}, { token }));
    expect(again).toEqual(first);
    expect((await s.call('memberBalance', {}, { token: again.token })).code).toBe('0');
    await clock({ advanceMs: 11_000 });
    await refused(s.call('memberBalance', {}, { token }), 'replaced');
    await refused(s.call('refreshToken', {}, { token }), 'replaced');
    expect((await s.call('memberBalance', {}, { token: first.token })).code).toBe('0');
  });

  it('a replaced token follows its replacement: a login elsewhere answers TK999 for both, a logout with the old one ends both', async () => {
    const token = await s.login('tester01');
    okData(await s.call('refreshToken', {}, { token }));
    await s.login('tester01');
    expect((await s.call('memberBalance', {}, { token })).code).toBe('TK999');

    const mine = await s.login('tester01');
    const next = okData(await s.call('refreshToken', {}, { token: mine })).token;
    expect((await s.call('memberLogout', {}, { token: mine })).code).toBe('0');
    await refused(s.call('memberBalance', {}, { token: next }), 'ended');
    await refused(s.call('memberBalance', {}, { token: mine }), 'ended');
  });
});
