// The caller's address in sessions and the login history (mocks/sandbox/client-ip.ts): a forged
// X-Forwarded-For from a peer that is no trusted proxy is ignored; SANDBOX_TRUSTED_PROXIES names
// the proxies whose X-Forwarded-For counts, and then the right-most address that is not one of them.
import type { IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientIp, trustedProxies } from '../../mocks/sandbox/client-ip';
import { makeMember } from './support/members';
import { useEnv } from './support/env';
import { okData, openTestSandbox, SITE, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
useEnv('SANDBOX_TRUSTED_PROXIES', undefined);
beforeAll(async () => {
  s = await openTestSandbox();
}, 120_000);
checkTheBooks(() => s);

/** Logs in with an X-Forwarded-For header; the IP the newest login-history row shows. */
async function loginFrom(memId: string, forwardedFor: string): Promise<string | undefined> {
  const res = await fetch(`${s.url}/api/member/login`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SITE.key}`, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ siteId: SITE.siteId, memId, memPass: 'secret12' }),
  });
  const token = ((await res.json()) as { data?: { token?: string } }).data?.token;
  const history = okData(await s.call('memberLoginHistory', { page: 1, count_per_list: 1 }, { token }));
  return history.list[0]?.ip;
}

describe('X-Forwarded-For', () => {
  it('from a peer that is no trusted proxy is ignored: the login history shows the socket address', async () => {
    await makeMember(s, { memId: 'xffplain1' });
    expect(await loginFrom('xffplain1', '203.0.113.66')).toBe('127.0.0.1');
    process.env.SANDBOX_TRUSTED_PROXIES = '10.0.0.9';
    expect(await loginFrom('xffplain1', '203.0.113.66')).toBe('127.0.0.1');
  });

  it('from a trusted proxy counts: the right-most address that is no trusted proxy', async () => {
    await makeMember(s, { memId: 'xffproxy1' });
    process.env.SANDBOX_TRUSTED_PROXIES = '10.0.0.9, 127.0.0.1';
    // the left-most entry is whatever the client wrote; the proxies appended the rest
    expect(await loginFrom('xffproxy1', '198.51.100.1, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it('the rule itself: IPv4-mapped peers, every hop trusted, no header', () => {
    const req = (peer: string, xff?: string | string[]) =>
      ({ socket: { remoteAddress: peer }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;
    const trusted = trustedProxies('::ffff:10.0.0.1,10.0.0.2');
    expect(clientIp(req('::ffff:10.0.0.1', '203.0.113.1'), trusted)).toBe('203.0.113.1');
    expect(clientIp(req('::ffff:192.0.2.5', '203.0.113.1'), trusted)).toBe('192.0.2.5');
    expect(clientIp(req('10.0.0.1', ['203.0.113.1, 203.0.113.2', '10.0.0.2']), trusted)).toBe('203.0.113.2');
    expect(clientIp(req('10.0.0.1', '10.0.0.2'), trusted)).toBe('10.0.0.2');
    expect(clientIp(req('10.0.0.1'), trusted)).toBe('10.0.0.1');
    expect(clientIp(req('10.0.0.1', '203.0.113.1'), trustedProxies(undefined))).toBe('10.0.0.1');
  });
});
