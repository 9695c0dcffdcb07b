import { describe, expect, it } from 'vitest';
import { RESTORE_CALL_HEADER } from '@/session/restore';
import { waitForRefreshMiddleware } from '@/session/wait-for-refresh';

function deps(initial: string | null) {
  let token = initial;
  let finish = () => {};
  let inFlight: Promise<void> | null = null;
  return {
    store: { get: () => ({ token }) as never },
    refresher: { pending: () => inFlight !== null, settled: () => inFlight ?? Promise.resolve() },
    start() {
      inFlight = new Promise<void>((resolve) => (finish = resolve));
    },
    finish(next: string | null) {
      token = next;
      inFlight = null;
      finish();
    },
  };
}

const call = (path: string, token?: string, extra: Record<string, string> = {}) => {
  const request = new Request(`http://x${path}`, { method: 'POST', headers: { ...(token ? { 'X-Session-Token': token } : {}), ...extra } });
  return { request, schemaPath: path } as never;
};

describe('a member call during a token refresh', () => {
  it('waits for the refresh and goes out with the new token', async () => {
    const d = deps('old');
    const middleware = waitForRefreshMiddleware(d);
    d.start();
    const sent = middleware.onRequest!(call('/api/cash/inInfo', 'old'));
    let done = false;
    void Promise.resolve(sent).then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    d.finish('new');
    const request = (await sent) as Request;
    expect(request.headers.get('X-Session-Token')).toBe('new');
  });

  it('goes out without a token when the refresh ended the session', async () => {
    const d = deps('old');
    d.start();
    const sent = waitForRefreshMiddleware(d).onRequest!(call('/api/cash/inInfo', 'old'));
    d.finish(null);
    expect(((await sent) as Request).headers.has('X-Session-Token')).toBe(false);
  });

  it('a call stamped with the token a refresh replaced while the call was built goes with the new token, held or not', async () => {
    const d = deps('old');
    const middleware = waitForRefreshMiddleware(d);
    d.start();
    d.finish('new');
    const request = (await middleware.onRequest!(call('/api/game/getGameList', 'old'))) as Request;
    expect(request.headers.get('X-Session-Token')).toBe('new');
    expect(await middleware.onRequest!(call('/api/game/getGameList', 'new'))).toBeUndefined();
  });

  it('never holds the refresh call itself, a guest call, or any call when no refresh is under way', async () => {
    const d = deps('old');
    const middleware = waitForRefreshMiddleware(d);
    expect(await middleware.onRequest!(call('/api/cash/inInfo', 'old'))).toBeUndefined();
    d.start();
    expect(await middleware.onRequest!(call('/api/member/refreshToken', 'old'))).toBeUndefined();
    expect(await middleware.onRequest!(call('/api/etc/siteOption'))).toBeUndefined();
  });

  it('at start, holds a member call until the member is restored and the refresh it starts is done', async () => {
    const d = deps('old');
    let restored = () => {};
    let restoring: Promise<void> | null = new Promise<void>((resolve) => (restored = resolve));
    const middleware = waitForRefreshMiddleware({ ...d, restoring: () => restoring });
    // the restore's own member read never waits, and goes without its mark; guest calls never wait
    const own = (await middleware.onRequest!(call('/api/member/info', 'old', { [RESTORE_CALL_HEADER]: '1' }))) as Request;
    expect(own.headers.has(RESTORE_CALL_HEADER)).toBe(false);
    expect(own.headers.get('X-Session-Token')).toBe('old');
    expect(await middleware.onRequest!(call('/api/etc/siteOption', 'old'))).toBeUndefined();
    // a member read by a screen waits, as every member call: sent with the old token while the
    // refresh replaces it, it was refused (a 401 in the console of a fresh page load)
    const sent = middleware.onRequest!(call('/api/cash/inInfo', 'old'));
    const info = middleware.onRequest!(call('/api/member/info', 'old'));
    let done = false;
    void Promise.all([sent, info]).then(() => (done = true));
    // the restore ends and starts the forced refresh in the same tick
    d.start();
    restoring = null;
    restored();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(done).toBe(false);
    d.finish('new');
    expect(((await sent) as Request).headers.get('X-Session-Token')).toBe('new');
    expect(((await info) as Request).headers.get('X-Session-Token')).toBe('new');
  });
});
