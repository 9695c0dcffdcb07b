// Login, refresh and a second login, from state (issue 24 §4).
import { beforeAll, describe, expect, it } from 'vitest';
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

  it('a refresh rotates the token: the old one is refused (401), the new one answers', async () => {
    const token = await s.login('tester01');
    const r = okData(await s.call('refreshToken', {}, { token }));
    await expect(s.call('memberBalance', {}, { token })).rejects.toThrow(/HTTP 401/);
    expect((await s.call('memberBalance', {}, { token: r.token })).code).toBe('0');
  });

  it('a second login ends the first session: its next balance poll answers TK999', async () => {
    const first = await s.login('tester01');
    await s.login('tester01');
    expect((await s.call('memberBalance', {}, { token: first })).code).toBe('TK999');
  });

  it('a member call without a token is refused with 401', async () => {
    await expect(s.call('memberBalance', {})).rejects.toThrow(/HTTP 401/);
  });
});
