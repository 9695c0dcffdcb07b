// @vitest-environment jsdom
// The token cookie: as long as the session may live (120 minutes), renewed by each refresh, never
// longer than the server's expiry; SameSite=Lax always, Secure on https.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_LIFETIME_MINUTES } from '@/config/constants';

const T0 = Date.parse('2026-11-22T12:00:00+09:00');
const member = { memId: 'tester01', memNick: 'n', memName: 'm', cashAmt: 1, pointAmt: 2, isPartnerMember: 'N' };

/** Every string the code assigns to document.cookie. */
function recordCookies(): string[] {
  const written: string[] = [];
  const proto = Object.getPrototypeOf(document) as object;
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') ?? Object.getOwnPropertyDescriptor(proto, 'cookie');
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    written.push(value);
    native?.set?.call(document, value);
  });
  return written;
}

async function freshStore() {
  vi.resetModules();
  const { createSessionStore } = await import('@/session/session-store');
  return createSessionStore(() => T0);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the token cookie', () => {
  it('lives 120 minutes even when the server says the token lasts until 2099', async () => {
    const written = recordCookies();
    const store = await freshStore();
    store.signIn({ member, msgInfo: { newMsg: 0 }, token: 'tok', tokenExpiresAt: '2099-12-31 14:00:00' } as never);
    const cookie = written.find((c) => c.startsWith('winner_auth_token=tok'));
    expect(cookie).toContain(`max-age=${TOKEN_LIFETIME_MINUTES * 60}`);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).not.toMatch(/secure/i);
  });

  it('lives no longer than the server expiry when that is sooner, and is renewed by a refresh', async () => {
    const written = recordCookies();
    const store = await freshStore();
    store.signIn({ member, msgInfo: { newMsg: 0 }, token: 'tok', tokenExpiresAt: '2026-11-22 12:30:00' } as never);
    expect(written.at(-1)).toContain('max-age=1800');
    store.setToken('tok-2', '2026-11-22 16:00:00');
    expect(written.at(-1)).toMatch(/^winner_auth_token=tok-2;.*max-age=7200/);
  });

  it('is Secure on https, also when removed', async () => {
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    const written = recordCookies();
    const store = await freshStore();
    store.signIn({ member, msgInfo: { newMsg: 0 }, token: 'tok', tokenExpiresAt: '2099-12-31 14:00:00' } as never);
    store.signOut('user');
    expect(written.filter((c) => c.startsWith('winner_auth_token='))).toHaveLength(2);
    for (const c of written.filter((w) => w.startsWith('winner_auth_token='))) expect(c).toMatch(/; secure$/);
  });
});
