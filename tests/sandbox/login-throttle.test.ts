// The login throttle from state (docs/rules.md#login-throttling): failed passwords and two-step codes
// counted per id typed and per address on the sandbox clock, in the database; a lockout answers LX12
// with its end even to the right password, and ends by the clock.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seoulDateTime } from '../../mocks/sandbox/clock';
import { ADDRESS_FAILURE_LIMIT, LOCK_MS, MEMBER_FAILURE_LIMIT } from '../../mocks/sandbox/domain/throttle';
import { totpCodes } from '../support/totp-codes';
import { makeMember } from './support/members';
import { checkTheBooks, okData, openTestSandbox, type TestSandbox } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s);

const MINUTE = 60_000;
const clock = async (body: { advanceMs?: number }) => expect((await s.operator('POST', '/__sandbox/clock', body)).status).toBe(200);
const sandboxNow = async () => new Date((await s.operator<{ now: string }>('GET', '/__sandbox/health')).body.now);
const login = (memId: string, memPass: string, otp?: string) => s.call('memberLogin', { memId, memPass, ...(otp ? { otp } : {}) });

// every test starts past the window of the one before (all calls come from one address)
beforeEach(() => clock({ advanceMs: LOCK_MS + MINUTE }));

describe('login throttling', () => {
  it('five wrong passwords lock the id for 15 minutes: LX12 with the end, even with the right password; then it logs in', async () => {
    await makeMember(s, { memId: 'thr01' });
    for (let i = 0; i < MEMBER_FAILURE_LIMIT; i++) expect((await login('thr01', `wrong${i}x`)).code).toBe('LX02');
    const lastFailure = await sandboxNow();
    const locked = await login('thr01', 'secret12');
    expect(locked.code).toBe('LX12');
    const until = (locked as { data: { until: string } }).data.until;
    // the end: 15 minutes after the last failure (the second it happened in, give or take the call)
    expect(Math.abs(Date.parse(`${until.replace(' ', 'T')}+09:00`) - (lastFailure.getTime() + LOCK_MS))).toBeLessThan(5_000);
    expect(until).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // another id from the same address is not locked by these five
    expect((await login('tester01', 'secret12')).code).toBe('0');
    await clock({ advanceMs: 10 * MINUTE });
    expect((await login('thr01', 'secret12')).code).toBe('LX12');
    await clock({ advanceMs: 6 * MINUTE });
    const token = okData(await login('thr01', 'secret12')).token;
    const history = okData(await s.call('memberLoginHistory', { page: 1, count_per_list: 20 }, { token })).list;
    expect(history.map((r) => r.reason)).toEqual([null, 'LX12', 'LX12', 'LX02', 'LX02', 'LX02', 'LX02', 'LX02']);
  });

  it('a successful login starts the count again; failures older than the window do not count', async () => {
    await makeMember(s, { memId: 'thr02' });
    for (let i = 0; i < MEMBER_FAILURE_LIMIT - 1; i++) expect((await login('thr02', 'wrong12')).code).toBe('LX02');
    expect((await login('thr02', 'secret12')).code).toBe('0');
    for (let i = 0; i < MEMBER_FAILURE_LIMIT - 1; i++) expect((await login('thr02', 'wrong12')).code).toBe('LX02');
    await clock({ advanceMs: LOCK_MS + MINUTE });
    expect((await login('thr02', 'wrong12')).code).toBe('LX02');
    expect((await login('thr02', 'secret12')).code).toBe('0');
  });

  it('wrong two-step codes count like passwords: the right password and code then answer LX12', async () => {
    await makeMember(s, { memId: 'thr03' });
    const token = await s.login('thr03');
    const start = okData(await s.call('memberTotpStart', {}, { token }));
    const code = totpCodes(start.secret);
    okData(await s.call('memberTotpConfirm', { code: await code() }, { token }));
    for (let i = 0; i < MEMBER_FAILURE_LIMIT; i++) expect((await login('thr03', 'secret12', '000000')).code).toBe('LX11');
    const right = await code();
    expect(await login('thr03', 'secret12', right)).toMatchObject({ code: 'LX12', data: { until: expect.any(String) } });
    await clock({ advanceMs: LOCK_MS + MINUTE });
    expect((await login('thr03', 'secret12', right)).code).toBe('0');
  });

  it('turning two-step off with wrong codes is throttled too (LX12)', async () => {
    await makeMember(s, { memId: 'thr04' });
    const token = await s.login('thr04');
    const start = okData(await s.call('memberTotpStart', {}, { token }));
    okData(await s.call('memberTotpConfirm', { code: await totpCodes(start.secret)() }, { token }));
    for (let i = 0; i < MEMBER_FAILURE_LIMIT; i++)
      expect((await s.call('memberTotpDisable', { code: '000000' }, { token })).code).toBe('LX11');
    expect((await s.call('memberTotpDisable', { code: '000000' }, { token })).code).toBe('LX12');
    expect((await s.call('memberTotpStart', { memPass: 'secret12' }, { token })).code).toBe('LX12');
  });

  it('twenty failures from one address on any ids (unknown ones too) lock the address: another member with the right password gets LX12', async () => {
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) expect((await login(`nobody${i}`, 'wrong12')).code).toBe('LX02');
    const now = await sandboxNow();
    const refused = await login('tester02', 'secret12');
    expect(refused.code).toBe('LX12');
    expect((refused as { data: { until: string } }).data.until >= seoulDateTime(new Date(now.getTime() + LOCK_MS - 5_000))).toBe(true);
    await clock({ advanceMs: LOCK_MS + MINUTE });
    expect((await login('tester02', 'secret12')).code).toBe('0');
  });
});
