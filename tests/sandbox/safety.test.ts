// Safer gambling from state (docs/rules.md#safer-gambling): limits in Asia/Seoul windows (lower at once, a raise or
// removal pending 24 hours on the sandbox clock, cancellable), enforced on the server path — cash/in
// RG10, betProc RG11 / RG12 — so a direct API call cannot pass them; the reality-check interval and
// the session summary; time-out and self-exclusion ending every session by push and refusing login
// (RG01 / RG02 with the end date) until the console lifts it; the login history.
import { authenticator } from 'otplib';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionClients, sessions } from '../../mocks/sandbox/db/schema';
import { seoulWindow } from '../../mocks/sandbox/domain/safety';
import { totpCodes } from '../support/totp-codes';
import { makeMember } from './support/members';
import { listen } from './support/push';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
/** Noon in Seoul: outside the bank maintenance. */
const NOON_SEOUL = '2026-11-26T03:00:00.000Z';

beforeAll(async () => {
  s = await openTestSandbox();
  await setClock(NOON_SEOUL);
}, 120_000);
checkTheBooks(() => s, { each: true });

async function setClock(now: string | { advanceMs: number }) {
  const r = await s.operator('POST', '/__sandbox/clock', typeof now === 'string' ? { now } : now);
  expect(r.status).toBe(200);
}

let n = 0;
async function member(cash = 1_000_000) {
  n += 1;
  const memId = `safe${n}x`;
  await makeMember(s, { memId, cash });
  return { memId, token: await s.login(memId, 'secret12') };
}
const deposit = (token: string, amount: number) =>
  s.call('cashIn', { payType: 'bank', amount, bonusYn: 'N', depositName: '김안전' }, { token });
const limitsOf = async (token: string) => okData(await s.call('memberLimits', {}, { token }));

describe('the windows in Seoul time', () => {
  it('a day from 00:00, a week from Monday 00:00, a month from the 1st (Asia/Seoul)', () => {
    const at = (iso: string) => new Date(iso);
    // Thu 2026-11-26 23:59:59 Seoul is still the 26th; 00:00 Seoul on the 27th is a new day
    expect(seoulWindow('day', at('2026-11-26T14:59:59Z'))).toEqual({ start: at('2026-11-25T15:00:00Z'), end: at('2026-11-26T15:00:00Z') });
    expect(seoulWindow('day', at('2026-11-26T15:00:00Z')).start).toEqual(at('2026-11-26T15:00:00Z'));
    // the week of Mon 2026-11-23 .. Sun 2026-11-29 (Seoul)
    expect(seoulWindow('week', at('2026-11-29T14:59:59Z'))).toEqual({ start: at('2026-11-22T15:00:00Z'), end: at('2026-11-29T15:00:00Z') });
    expect(seoulWindow('week', at('2026-11-29T15:00:00Z')).start).toEqual(at('2026-11-29T15:00:00Z'));
    // 1 Dec 00:00 Seoul is 30 Nov 15:00 UTC
    expect(seoulWindow('month', at('2026-11-30T14:59:59Z')).start).toEqual(at('2026-10-31T15:00:00Z'));
    expect(seoulWindow('month', at('2026-11-30T15:00:00Z'))).toEqual({
      start: at('2026-11-30T15:00:00Z'),
      end: at('2026-12-31T15:00:00Z'),
    });
  });
});

describe('limits', () => {
  it('a deposit over the daily limit is refused by the server with RG10 and what is left', async () => {
    await setClock(NOON_SEOUL);
    const m = await member();
    const saved = okData(await s.call('memberLimitSave', { kind: 'deposit', period: 'day', amount: 100_000 }, { token: m.token }));
    expect(saved).toMatchObject({ applied: true, limit: { amount: 100_000, used: 0, left: 100_000, pending: null } });
    expect((await deposit(m.token, 60_000)).code).toBe('0');
    expect(await deposit(m.token, 50_000)).toMatchObject({ code: 'RG10', data: { left: 40_000, period: 'day' } });
    expect((await limitsOf(m.token)).limits).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        period: 'day',
        used: 60_000,
        left: 40_000,
        windowStart: '2026-11-26 00:00:00',
        windowEnd: '2026-11-27 00:00:00',
      }),
    ]);
  });

  it('a raise is pending 24 h (cancellable) and applies once the console clock passes it; a lower one applies at once', async () => {
    await setClock(NOON_SEOUL);
    const m = await member();
    okData(await s.call('memberLimitSave', { kind: 'deposit', period: 'week', amount: 100_000 }, { token: m.token }));
    expect((await s.call('memberLimitCancel', { kind: 'deposit', period: 'week' }, { token: m.token })).code).toBe('RG20');
    const raise = okData(await s.call('memberLimitSave', { kind: 'deposit', period: 'week', amount: 300_000 }, { token: m.token }));
    expect(raise).toMatchObject({ applied: false, limit: { amount: 100_000, pending: { amount: 300_000 } } });
    expect(raise.limit.pending?.effectiveAt).toMatch(/^2026-11-27 12:00:/);
    // the raise does not count yet
    expect((await deposit(m.token, 150_000)).code).toBe('RG10');
    expect((await s.call('memberLimitCancel', { kind: 'deposit', period: 'week' }, { token: m.token })).code).toBe('0');
    expect((await limitsOf(m.token)).limits[0]).toMatchObject({ amount: 100_000, pending: null });

    okData(await s.call('memberLimitSave', { kind: 'deposit', period: 'week', amount: 300_000 }, { token: m.token }));
    // hours later the session has expired (docs/rules.md#sessions): the member signs in again after each jump
    await setClock({ advanceMs: 23 * 3600_000 });
    let token = await s.login(m.memId);
    expect((await limitsOf(token)).limits[0]).toMatchObject({ amount: 100_000 });
    await setClock({ advanceMs: 3600_000 + 1000 });
    token = await s.login(m.memId);
    expect((await limitsOf(token)).limits[0]).toMatchObject({ amount: 300_000, pending: null });
    expect((await deposit(token, 150_000)).code).toBe('0');

    // lower: at once
    const lower = okData(await s.call('memberLimitSave', { kind: 'deposit', period: 'week', amount: 160_000 }, { token }));
    expect(lower).toMatchObject({ applied: true, limit: { amount: 160_000, used: 150_000, left: 10_000 } });
    // removal: pending too
    const removal = okData(await s.call('memberLimitSave', { kind: 'deposit', period: 'week', amount: null }, { token }));
    expect(removal).toMatchObject({ applied: false, limit: { amount: 160_000, pending: { amount: null } } });
    await setClock({ advanceMs: 24 * 3600_000 + 1000 });
    token = await s.login(m.memId);
    expect((await limitsOf(token)).limits).toEqual([]);
    expect((await s.call('memberLimitSave', { kind: 'deposit', period: 'week', amount: null }, { token })).code).toBe('RG20');
  });

  it('the bet slip called directly: over the stake limit RG11, over the loss limit RG12 (nothing placed)', async () => {
    await setClock(NOON_SEOUL);
    const slip = { gameType: 'powerball', round: 1, betAmount: 10_000, selections: [{ key: 'pb_odd', odds: 1.95 }] };
    const a = await member();
    okData(await s.call('memberLimitSave', { kind: 'stake', period: 'day', amount: 5_000 }, { token: a.token }));
    expect(await s.call('betPlace', slip, { token: a.token, key: crypto.randomUUID() })).toMatchObject({
      code: 'RG11',
      data: { left: 5_000, period: 'day' },
    });
    const b = await member();
    okData(await s.call('memberLimitSave', { kind: 'loss', period: 'month', amount: 3_000 }, { token: b.token }));
    expect(await s.call('betPlace', slip, { token: b.token, key: crypto.randomUUID() })).toMatchObject({
      code: 'RG12',
      data: { left: 3_000, period: 'month' },
    });
  });
});

describe('reality check', () => {
  it('saves the interval and sums the session since login', async () => {
    await setClock(NOON_SEOUL);
    const m = await member();
    expect((await s.call('memberRealityCheck', { minutes: 30 }, { token: m.token })).code).toBe('0');
    expect((await limitsOf(m.token)).realityCheckMinutes).toBe(30);
    const sum = okData(await s.call('memberSessionSummary', {}, { token: m.token }));
    expect(sum).toMatchObject({ betTotal: 0, winTotal: 0, net: 0 });
    expect(sum.loginAt).toMatch(/^2026-11-26 12:00:/);
  });
});

describe('time-out and self-exclusion', () => {
  it('ends the session by push, refuses login with RG01 and the end date until the console lifts it', async () => {
    await setClock(NOON_SEOUL);
    const m = await member();
    const push = await listen(s.sandbox.wsUrl, m.token);
    expect((await s.call('memberExclude', { kind: 'timeout', duration: 'P1D', memPass: 'wrong1' }, { token: m.token })).code).toBe('LX02');
    const done = okData(await s.call('memberExclude', { kind: 'timeout', duration: 'P1D', memPass: 'secret12' }, { token: m.token }));
    expect(done.until).toMatch(/^2026-11-27 12:00:/);
    // every device is told why and until when
    expect(await push.waitFor('LOGOUT')).toEqual({ cmd: 'LOGOUT', data1: 'RG01', data2: done.until });
    await push.close();
    // the ended session is refused from then on, saying why and until when: a device that missed the
    // push learns it on its next call
    expect(await s.call('memberLimits', {}, { token: m.token })).toMatchObject({ code: 'RG01', data: { until: done.until } });
    expect(await s.call('memberBalance', {}, { token: m.token })).toMatchObject({ code: 'RG01', data: { until: done.until } });
    const refused = await s.call('memberLogin', { memId: m.memId, memPass: 'secret12' });
    expect(refused).toMatchObject({ code: 'RG01', data: { until: done.until } });
    expect((await s.operator('POST', `/__sandbox/members/${m.memId}/exclusion/lift`, {})).status).toBe(200);
    expect((await s.call('memberLogin', { memId: m.memId, memPass: 'secret12' })).code).toBe('0');
    // once lifted, the old token is only an ended session
    expect((await s.call('memberLimits', {}, { token: m.token }).catch((e: Error) => ({ code: e.message }))).code).not.toMatch(/^(0|RG01)$/);
  });

  it('a self-exclusion refuses login with RG02 for its months; a time-out ends by the clock', async () => {
    await setClock(NOON_SEOUL);
    const m = await member();
    const push = await listen(s.sandbox.wsUrl, m.token);
    const done = okData(await s.call('memberExclude', { kind: 'selfExclusion', duration: 'P6M', memPass: 'secret12' }, { token: m.token }));
    expect(done.until).toMatch(/^2027-05-26 12:00:/);
    expect(await push.waitFor('LOGOUT')).toEqual({ cmd: 'LOGOUT', data1: 'RG02', data2: done.until });
    await push.close();
    expect(await s.call('memberLogin', { memId: m.memId, memPass: 'secret12' })).toMatchObject({
      code: 'RG02',
      data: { until: done.until },
    });
    expect(await s.call('memberInfo', {}, { token: m.token })).toMatchObject({ code: 'RG02', data: { until: done.until } });
    // a self-exclusion duration is not a time-out's
    const t = await member();
    expect((await s.call('memberExclude', { kind: 'timeout', duration: 'P1Y', memPass: 'secret12' }, { token: t.token })).code).toBe(
      'RG20',
    );
    okData(await s.call('memberExclude', { kind: 'timeout', duration: 'P1D', memPass: 'secret12' }, { token: t.token }));
    await setClock({ advanceMs: 24 * 3600_000 + 1000 });
    expect((await s.call('memberLogin', { memId: t.memId, memPass: 'secret12' })).code).toBe('0');
  });
});

describe('login history', () => {
  it('records every attempt on an existing id with IP and device, newest first', async () => {
    await setClock(NOON_SEOUL);
    const m = await member();
    expect((await s.call('memberLogin', { memId: m.memId, memPass: 'wrong12' })).code).toBe('LX02');
    const token = await s.login(m.memId, 'secret12');
    const h = okData(await s.call('memberLoginHistory', { page: 1, count_per_list: 10 }, { token }));
    expect(h.pageInfo.tatal_list_count).toBe(3);
    expect(h.list.map((r) => [r.success, r.reason])).toEqual([
      [true, null],
      [false, 'LX02'],
      [true, null],
    ]);
    expect(h.list[0]?.ip).not.toBe('');
  });
});

describe('two-step verification (TOTP)', () => {
  it('enrol → confirm with a code → login asks (LX10), refuses a wrong code (LX11), takes a code or a recovery code once → disable', async () => {
    await setClock(NOON_SEOUL);
    const m = await member();
    const start = okData(await s.call('memberTotpStart', {}, { token: m.token }));
    const code = totpCodes(start.secret);
    expect(start.otpauthUrl).toContain(`secret=${start.secret}`);
    expect((await s.call('memberTotpConfirm', { code: '000000' }, { token: m.token })).code).toBe('LX11');
    expect(okData(await s.call('memberSecurity', {}, { token: m.token }))).toEqual({ totpEnabled: false, recoveryCodesLeft: 0 });
    const { recoveryCodes } = okData(await s.call('memberTotpConfirm', { code: await code() }, { token: m.token }));
    expect(recoveryCodes).toHaveLength(8);
    expect(okData(await s.call('memberSecurity', {}, { token: m.token }))).toEqual({ totpEnabled: true, recoveryCodesLeft: 8 });

    const creds = { memId: m.memId, memPass: 'secret12' };
    expect((await s.call('memberLogin', creds)).code).toBe('LX10');
    const next = await code();
    const wrong = String((Number(next) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await s.call('memberLogin', { ...creds, otp: wrong })).code).toBe('LX11');
    const token = okData(await s.call('memberLogin', { ...creds, otp: next })).token;
    // a recovery code works once
    const rc = recoveryCodes[0]!;
    expect((await s.call('memberLogin', { ...creds, otp: rc })).code).toBe('0');
    expect((await s.call('memberLogin', { ...creds, otp: rc })).code).toBe('LX11');
    const t2 = okData(await s.call('memberLogin', { ...creds, otp: recoveryCodes[1] })).token;
    expect(token).not.toBe(t2);
    expect((await s.call('memberTotpDisable', { code: 'zzzz-zzzz' }, { token: t2 })).code).toBe('LX11');
    expect((await s.call('memberTotpDisable', { code: recoveryCodes[2] }, { token: t2 })).code).toBe('0');
    const t3 = okData(await s.call('memberLogin', creds)).token;
    const h = okData(await s.call('memberLoginHistory', { page: 1, count_per_list: 20 }, { token: t3 }));
    expect(h.list.map((r) => r.reason)).toEqual(expect.arrayContaining(['LX10', 'LX11']));
  });

  /** A member with two-step on; `code` gives the app's next unused code. */
  async function enrolled() {
    const m = await member();
    const start = okData(await s.call('memberTotpStart', {}, { token: m.token }));
    const code = totpCodes(start.secret);
    const confirmedWith = await code();
    const { recoveryCodes } = okData(await s.call('memberTotpConfirm', { code: confirmedWith }, { token: m.token }));
    return { ...m, secret: start.secret, code, confirmedWith, recoveryCodes, creds: { memId: m.memId, memPass: 'secret12' } };
  }

  it('a code is used once: the same code again, or the code that confirmed the enrolment, is refused (LX11)', async () => {
    await setClock(NOON_SEOUL);
    const m = await enrolled();
    // the confirming code cannot log in: the app's next step can, once
    expect((await s.call('memberLogin', { ...m.creds, otp: m.confirmedWith })).code).toBe('LX11');
    const next = await m.code();
    expect((await s.call('memberLogin', { ...m.creds, otp: next })).code).toBe('0');
    expect((await s.call('memberLogin', { ...m.creds, otp: next })).code).toBe('LX11');
    // nor turn two-step off
    const t = okData(await s.call('memberLogin', { ...m.creds, otp: m.recoveryCodes[0] })).token;
    expect((await s.call('memberTotpDisable', { code: next }, { token: t })).code).toBe('LX11');
  });

  it("codes follow the real time, not the console's clock: three hours on, the app's code still logs in", async () => {
    await setClock(NOON_SEOUL);
    const m = await enrolled();
    await setClock({ advanceMs: 3 * 3600_000 });
    expect((await s.call('memberLogin', { ...m.creds, otp: await m.code() })).code).toBe('0');
  });

  it('re-enrolment while on needs the current code (or a recovery code) or the password: LX10 without, LX11 / LX02 wrong', async () => {
    await setClock(NOON_SEOUL);
    const m = await enrolled();
    const token = okData(await s.call('memberLogin', { ...m.creds, otp: m.recoveryCodes[0] })).token;
    expect((await s.call('memberTotpStart', {}, { token })).code).toBe('LX10');
    expect((await s.call('memberTotpStart', { code: '000000' }, { token })).code).toBe('LX11');
    expect((await s.call('memberTotpStart', { memPass: 'wrong99' }, { token })).code).toBe('LX02');
    // still the old secret: nothing replaced it
    expect(okData(await s.call('memberSecurity', {}, { token }))).toEqual({ totpEnabled: true, recoveryCodesLeft: 7 });
    const byCode = okData(await s.call('memberTotpStart', { code: await m.code() }, { token }));
    expect(byCode.secret).not.toBe(m.secret);
    const byPassword = okData(await s.call('memberTotpStart', { memPass: 'secret12' }, { token }));
    const code = totpCodes(byPassword.secret);
    expect(okData(await s.call('memberTotpConfirm', { code: await code() }, { token })).recoveryCodes).toHaveLength(8);
    // the new secret's codes log in; the old app's do not
    expect((await s.call('memberLogin', { ...m.creds, otp: authenticator.generate(m.secret) })).code).toBe('LX11');
    expect((await s.call('memberLogin', { ...m.creds, otp: await code() })).code).toBe('0');
  });
});

describe('active sessions', () => {
  /** A second active session of the member (another device), written as the login would. */
  async function otherSession(memId: string, token: string) {
    const now = new Date(Date.parse(NOON_SEOUL));
    await s.sandbox.database.db.insert(sessions).values({ token, memId, createdAt: now, lastSeenAt: now });
    await s.sandbox.database.db.insert(sessionClients).values({ token, ip: '198.51.100.4', device: 'phone' });
  }

  it('lists them; end one, end the others and a password change end them by LOGOUT push', async () => {
    await setClock(NOON_SEOUL);
    const m = await member();
    await otherSession(m.memId, `sbx-${m.memId}-other1`);
    const list = okData(await s.call('memberSessions', {}, { token: m.token })).list;
    expect(list).toHaveLength(2);
    expect(list.filter((r) => r.current)).toHaveLength(1);
    expect(list.find((r) => !r.current)).toMatchObject({ ip: '198.51.100.4', device: 'phone' });
    expect(list.find((r) => r.current)?.sessionId).not.toContain(m.token);

    const ear = await listen(s.sandbox.wsUrl, `sbx-${m.memId}-other1`);
    expect((await s.call('memberSessionEndOthers', {}, { token: m.token })).code).toBe('0');
    await ear.waitFor('LOGOUT');
    await ear.close();
    expect(okData(await s.call('memberSessions', {}, { token: m.token })).list).toHaveLength(1);

    await otherSession(m.memId, `sbx-${m.memId}-other2`);
    const other = okData(await s.call('memberSessions', {}, { token: m.token })).list.find((r) => !r.current)!;
    const ear2 = await listen(s.sandbox.wsUrl, `sbx-${m.memId}-other2`);
    expect((await s.call('memberSessionEnd', { sessionId: other.sessionId }, { token: m.token })).code).toBe('0');
    await ear2.waitFor('LOGOUT');
    await ear2.close();

    await otherSession(m.memId, `sbx-${m.memId}-other3`);
    const ear3 = await listen(s.sandbox.wsUrl, `sbx-${m.memId}-other3`);
    const changed = await s.call(
      'memberUpdate',
      { memPass: 'secret12', memPassNew: 'secret34', memPassCheck: 'secret34' },
      { token: m.token },
    );
    expect(changed.code).toBe('0');
    await ear3.waitFor('LOGOUT');
    await ear3.close();
    expect(okData(await s.call('memberSessions', {}, { token: m.token })).list.map((r) => r.current)).toEqual([true]);
  });
});
