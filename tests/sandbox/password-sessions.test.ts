// A password change ends the member's other sessions: each one is told by push
// (LOGOUT) and refused from then on, while the session that changed it goes on; a change refused
// (wrong current password) and an edit that keeps the password end nothing. The old password no
// longer logs in; the new one does.
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionClients, sessions } from '../../mocks/sandbox/db/schema';
import { makeMember } from './support/members';
import { listen } from './support/push';
import { okData, openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;

beforeAll(async () => {
  s = await openTestSandbox();
}, 120_000);
checkTheBooks(() => s, { each: true });

/**
 * Another live session of the member (another device). Written as a login writes it: a second
 * login through the API would end the first (the sandbox keeps one login per member, TK999).
 */
async function otherDevice(memId: string, name: string): Promise<string> {
  const token = `sbx-${memId}-${name}`;
  const now = new Date();
  await s.sandbox.database.db.insert(sessions).values({ token, memId, createdAt: now, lastSeenAt: now });
  await s.sandbox.database.db.insert(sessionClients).values({ token, ip: '198.51.100.4', device: name });
  return token;
}

/** Whether a session is still accepted: its member read answers, or the call is refused (HTTP 401). */
const accepted = (token: string) =>
  s.call('memberInfo', {}, { token }).then(
    (a) => a.code === '0',
    (error: unknown) => {
      if (String(error).includes('HTTP 401')) return false;
      throw error;
    },
  );

describe('a password change and the other sessions', () => {
  it('a refused change and an edit without a new password end nothing', async () => {
    await makeMember(s, { memId: 'pwkeep1' });
    const token = await s.login('pwkeep1');
    const other = await otherDevice('pwkeep1', 'tablet');
    const wrong = await s.call('memberUpdate', { memPass: 'wrong99', memPassNew: 'secret34', memPassCheck: 'secret34' }, { token });
    expect(wrong.code).toBe('LX02');
    expect(await accepted(other)).toBe(true);
    const phoneOnly = await s.call('memberUpdate', { memPass: 'secret12', memPhone: '010-7777-1234' }, { token });
    expect(phoneOnly.code).toBe('0');
    expect(await accepted(other)).toBe(true);
    expect(okData(await s.call('memberSessions', {}, { token })).list).toHaveLength(2);
  });

  it('ends every other session: LOGOUT by push to each, refused from then on; this one goes on; only the new password logs in', async () => {
    await makeMember(s, { memId: 'pwend1' });
    const token = await s.login('pwend1');
    const others = [await otherDevice('pwend1', 'phone'), await otherDevice('pwend1', 'laptop')];
    const ears = await Promise.all(others.map((t) => listen(s.sandbox.wsUrl, t)));
    const mine = await listen(s.sandbox.wsUrl, token);
    expect(okData(await s.call('memberSessions', {}, { token })).list).toHaveLength(3);

    const changed = await s.call('memberUpdate', { memPass: 'secret12', memPassNew: 'secret34', memPassCheck: 'secret34' }, { token });
    expect(changed.code).toBe('0');
    await Promise.all(ears.map((ear) => ear.waitFor('LOGOUT')));
    for (const t of others) expect(await accepted(t)).toBe(false);
    expect(await accepted(token)).toBe(true);
    expect(mine.got.map((g) => g.cmd)).not.toContain('LOGOUT');
    expect(okData(await s.call('memberSessions', {}, { token })).list.map((r) => r.current)).toEqual([true]);
    await Promise.all([...ears, mine].map((ear) => ear.close()));

    expect((await s.call('memberLogin', { memId: 'pwend1', memPass: 'secret12' })).code).toBe('LX02');
    expect((await s.call('memberLogin', { memId: 'pwend1', memPass: 'secret34' })).code).toBe('0');
  });
});
