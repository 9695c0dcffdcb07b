// The console's "expire this session" (console/decl/member.ts sessionExpire): one session of a member
// runs out now, as an hour without a refresh would (docs/rules.md#sessions): its next member call is
// refused with 401 (expired), while another session of the same member goes on.
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../mocks/sandbox/db/schema';
import { makeMember } from './support/members';
import { checkTheBooks, openTestSandbox, type TestSandbox } from './support/sandbox';

let s: TestSandbox;
beforeAll(async () => {
  s = await openTestSandbox();
}, 60_000);
checkTheBooks(() => s);

interface Listed {
  rows: { token: string; createdAt: string; lastSeenAt: string; expiresAt: string }[];
}
const listed = async (memId: string) =>
  (await s.operator<Listed>('GET', `/__sandbox/members/${memId}/sessions`)).body.rows.map((r) => r.token).sort();

describe('POST /__sandbox/sessions/:token/expire', () => {
  it("ends that session as an expiry would; the member's other session still works", async () => {
    await makeMember(s, { memId: 'sx01', cash: 10_000 });
    const expiring = await s.login('sx01');
    // a second live session of the member (a login would end the first: written straight in)
    const other = `sbx-sx01-other-${Date.now()}`;
    await s.sandbox.database.db.insert(sessions).values({ token: other, memId: 'sx01', createdAt: new Date(), lastSeenAt: new Date() });
    expect(await listed('sx01')).toEqual([expiring, other].sort());

    const r = await s.operator<{ token: string; memId: string }>('POST', `/__sandbox/sessions/${expiring}/expire`);
    expect(r).toMatchObject({ status: 200, body: { token: expiring, memId: 'sx01' } });

    await expect(s.call('memberBalance', {}, { token: expiring })).rejects.toThrow(
      'HTTP 401 {"message":"session token is not valid (expired)"}',
    );
    await expect(s.call('refreshToken', {}, { token: expiring })).rejects.toThrow(/HTTP 401/);
    expect((await s.call('memberBalance', {}, { token: other })).code).toBe('0');
    expect(await listed('sx01')).toEqual([other]);
  });

  it('refuses a session that is not live (409) and a token it does not know (404)', async () => {
    await makeMember(s, { memId: 'sx02' });
    const token = await s.login('sx02');
    expect((await s.operator('POST', `/__sandbox/sessions/${token}/expire`)).status).toBe(200);
    expect((await s.operator('POST', `/__sandbox/sessions/${token}/expire`)).status).toBe(409);
    expect((await s.operator('POST', '/__sandbox/sessions/sbx-nobody-x/expire')).status).toBe(404);
  });
});
