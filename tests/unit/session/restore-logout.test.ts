// @vitest-environment jsdom
// restoreSession: member info for a token cookie (then a forced refresh: the expiry is unknown);
// a failure signs out 'memberInfoFailed', RG01 / RG02 'excluded' with its end (as the balance poll
// does); nothing for guests. logout: the call, then signOut('user'),
// even when the call fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SignOutReason } from '@/session/session-store';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/api/instance', () => ({ api: { POST: post } }));

const member = { memId: 'tester01', memNick: '행운의별', memName: '홍길동', cashAmt: 1, pointAmt: 2, isPartnerMember: 'N' };
const ok = (data: unknown) => ({ data: { code: '0', data } });

let timedOut: () => Error = () => new Error('load() first');
let refusedWith: (code: 'RG01' | 'RG02', until: string) => Error = () => new Error('load() first');
let failedWith: (status: number) => Error = () => new Error('load() first');

/** Fresh modules, so the session store reads the cookie as at start. */
async function load(cookie?: string) {
  vi.resetModules();
  document.cookie = cookie ? `winner_auth_token=${cookie}; path=/` : 'winner_auth_token=; path=/; max-age=0';
  const store = await import('@/session/session-store');
  const { restoreSession } = await import('@/session/restore');
  const { logout } = await import('@/session/logout');
  // the modules' own errors (fresh modules: another ApiError class than a static import's)
  const errors = await import('@/api/errors');
  timedOut = () => errors.responseFailed('no answer', { failure: 'timeout' });
  failedWith = (status: number) => errors.responseFailed('refused', { failure: 'http', status });
  refusedWith = (code, until) => new errors.ApiError(code, { details: { until } });
  const reasons: SignOutReason[] = [];
  store.session.onSignedOut((r) => reasons.push(r));
  return { session: store.session, restoreSession, logout, reasons };
}

const calls = (path: string) => post.mock.calls.filter(([p]) => p === path);

beforeEach(() => {
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    if (path === '/api/member/info') return ok({ member, msgInfo: { newMsg: 4 } });
    if (path === '/api/member/refreshToken') return ok({ token: 'tok-2', tokenExpiresAt: '2099-01-01 00:00:00' });
    return ok({ resultCode: '0' });
  });
});
afterEach(() => {
  document.cookie = 'winner_auth_token=; path=/; max-age=0';
});

describe('restoreSession', () => {
  it('does nothing for a guest', async () => {
    const { restoreSession, session } = await load();
    await restoreSession();
    expect(post).not.toHaveBeenCalled();
    expect(session.get().status).toBe('guest');
  });

  it('loads the member once for concurrent calls, then refreshes the token, forced', async () => {
    const { restoreSession, session } = await load('tok-1');
    expect(session.get().status).toBe('restoring');
    await Promise.all([restoreSession(), restoreSession(), restoreSession()]);
    expect(calls('/api/member/info')).toHaveLength(1);
    expect(session.get()).toMatchObject({ status: 'member', member, unread: 4 });
    await vi.waitFor(() => expect(session.get().token).toBe('tok-2'));
    expect(calls('/api/member/refreshToken')).toEqual([['/api/member/refreshToken', { body: { force: true } }]]);
  });

  it("signs out as 'memberInfoFailed' at once when member info is refused, and does not refresh", async () => {
    post.mockRejectedValueOnce(new Error('E001'));
    const { restoreSession, session, reasons } = await load('tok-1');
    await restoreSession();
    expect(reasons).toEqual(['memberInfoFailed']);
    expect(session.get()).toMatchObject({ status: 'guest', token: null });
    expect(document.cookie).not.toContain('winner_auth_token=tok-1');
    expect(calls('/api/member/refreshToken')).toHaveLength(0);
  });
});

describe('a session a time-out or self-exclusion ended while this browser was away', () => {
  it("signs out as 'excluded' with which and until when (RG02 to member info), for the guest page to say", async () => {
    const { restoreSession, session, reasons } = await load('tok-1');
    post.mockRejectedValueOnce(refusedWith('RG02', '2027-05-26 12:00:00'));
    await restoreSession();
    expect(reasons).toEqual(['excluded']);
    expect(session.get()).toMatchObject({
      status: 'guest',
      token: null,
      ended: { reason: 'excluded', exclusion: { kind: 'selfExclusion', until: '2027-05-26 12:00:00' } },
    });
    expect(calls('/api/member/info')).toHaveLength(1);
  });

  it('the balance poll answered RG01 signs out the same way, as a time-out', async () => {
    const { restoreSession, session, reasons } = await load('tok-1');
    await restoreSession();
    await vi.waitFor(() => expect(session.get().token).toBe('tok-2'));
    post.mockRejectedValueOnce(refusedWith('RG01', '2026-11-27 12:00:00'));
    const { fetchBalance } = await import('@/session/balance');
    await expect(fetchBalance()).rejects.toThrow('RG01');
    expect(reasons).toEqual(['excluded']);
    expect(session.get().ended).toEqual({ reason: 'excluded', exclusion: { kind: 'timeout', until: '2026-11-27 12:00:00' } });
  });
});

describe('logout', () => {
  it("tells the server, then signs out as 'user' (cookie and member gone)", async () => {
    const { logout, session, reasons } = await load('tok-1');
    await logout();
    expect(calls('/api/member/logout')).toHaveLength(1);
    expect(reasons).toEqual(['user']);
    expect(session.get()).toMatchObject({ status: 'guest', member: null, token: null });
    expect(document.cookie).not.toContain('winner_auth_token=tok-1');
  });

  it('signs out even when the logout call fails', async () => {
    post.mockRejectedValueOnce(new Error('RESPONSE_FAILED'));
    const { logout, reasons } = await load('tok-1');
    await logout();
    expect(reasons).toEqual(['user']);
  });
});

describe('restoreSession when the read itself fails', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after 1 s and 3 s (no answer, a server error) and keeps the session when a try answers', async () => {
    vi.useFakeTimers();
    const { restoreSession, session, reasons } = await load('tok-1');
    post.mockRejectedValueOnce(timedOut()).mockRejectedValueOnce(failedWith(503));
    const done = restoreSession();
    await vi.advanceTimersByTimeAsync(999);
    expect(calls('/api/member/info')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls('/api/member/info')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await done;
    expect(calls('/api/member/info')).toHaveLength(3);
    expect(reasons).toEqual([]);
    expect(session.get()).toMatchObject({ status: 'member', member });
  });

  it("signs out as 'memberInfoFailed' after the third failed try", async () => {
    vi.useFakeTimers();
    const { restoreSession, reasons } = await load('tok-1');
    post.mockRejectedValueOnce(timedOut()).mockRejectedValueOnce(timedOut()).mockRejectedValueOnce(timedOut());
    const done = restoreSession();
    await vi.advanceTimersByTimeAsync(4_000);
    await done;
    expect(calls('/api/member/info')).toHaveLength(3);
    expect(reasons).toEqual(['memberInfoFailed']);
  });

  it("reads again with the token another tab's refresh put here while the read was out, and ends restored", async () => {
    const { restoreSession, session, reasons } = await load('tok-1');
    post.mockImplementationOnce(async () => {
      session.adoptToken('tok-other-tab', null);
      throw failedWith(401);
    });
    await restoreSession();
    expect(calls('/api/member/info')).toHaveLength(2);
    expect(reasons).toEqual([]);
    expect(session.get()).toMatchObject({ status: 'member', token: expect.any(String), member });
  });
});
