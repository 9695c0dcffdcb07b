// Token refresh: one call however many need it, the 5-minute threshold, forced refresh, failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_REFRESH_THRESHOLD_MS } from '@/config/constants';
import type { SessionState } from '@/session/session-store';
import { memberState } from './member-state';
import { ApiError, responseFailed } from '@/api/errors';
import { createTokenRefresher, MIN_REFRESH_GAP_MS, needsRefresh, REFRESH_RETRY_MS } from '@/session/token-refresh';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-22T12:00:00+09:00');

function fakeStore(expiresInMs: number) {
  let state: SessionState = memberState(T0 + expiresInMs);
  return {
    get: () => state,
    setToken: vi.fn((token: string, expiresAt?: string) => {
      state = { ...state, token, tokenExpiresAt: expiresAt ? Date.parse(expiresAt) : Date.now() + 120 * MINUTE };
    }),
    signOut: vi.fn(() => {
      state = { ...state, status: 'guest', token: null, tokenExpiresAt: null };
    }),
    adoptToken: vi.fn((token: string) => {
      state = { ...state, token };
    }),
    replace(next: Partial<SessionState>) {
      state = { ...state, ...next };
    },
  };
}

/** A server call that answers when told to. */
function deferredCall() {
  const calls: { force: boolean; resolve: (token: string) => void; reject: (e: Error) => void }[] = [];
  const call = vi.fn(
    (force: boolean) =>
      new Promise<{ token: string; tokenExpiresAt?: string }>((resolve, reject) => {
        calls.push({
          force,
          resolve: (token) => resolve({ token, tokenExpiresAt: new Date(Date.now() + 120 * MINUTE).toISOString() }),
          reject,
        });
      }),
  );
  return { call, calls };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('needsRefresh (5-minute threshold)', () => {
  const at = (expiresInMs: number): SessionState => ({
    status: 'member',
    token: 't',
    tokenExpiresAt: T0 + expiresInMs,
    member: null,
    unread: 0,
    balanceFailures: 0,
  });
  it('is due at exactly 5 minutes, and after expiry', () => {
    expect(needsRefresh(at(TOKEN_REFRESH_THRESHOLD_MS), T0)).toBe(true);
    expect(needsRefresh(at(-MINUTE), T0)).toBe(true);
  });
  it('is not due a millisecond earlier, nor for guests', () => {
    expect(needsRefresh(at(TOKEN_REFRESH_THRESHOLD_MS + 1), T0)).toBe(false);
    expect(needsRefresh({ status: 'guest', token: null, tokenExpiresAt: null, member: null, unread: 0, balanceFailures: 0 }, T0)).toBe(
      false,
    );
  });
});

describe('the token refresher', () => {
  it('makes one call for ten concurrent needs, and every caller gets the result', async () => {
    const store = fakeStore(4 * MINUTE);
    const net = deferredCall();
    const refresher = createTokenRefresher({ store, call: net.call, now: () => Date.now() });
    const results = Array.from({ length: 10 }, () => refresher.refresh());
    expect(refresher.pending()).toBe(true);
    expect(net.call).toHaveBeenCalledTimes(1);
    net.calls[0]!.resolve('t-2');
    await expect(Promise.all(results)).resolves.toEqual(Array(10).fill(true));
    expect(store.setToken).toHaveBeenCalledTimes(1);
    expect(store.get().token).toBe('t-2');
    expect(refresher.pending()).toBe(false);
  });

  it('a forced call during a refresh joins it instead of starting another', async () => {
    const store = fakeStore(MINUTE);
    const net = deferredCall();
    const refresher = createTokenRefresher({ store, call: net.call, now: () => Date.now() });
    const first = refresher.refresh();
    const forced = refresher.refresh({ force: true });
    net.calls[0]!.resolve('t-2');
    await Promise.all([first, forced]);
    expect(net.call).toHaveBeenCalledTimes(1);
  });

  it('does not call while more than 5 minutes remain, and calls once the threshold is reached', async () => {
    const store = fakeStore(6 * MINUTE);
    const net = deferredCall();
    const refresher = createTokenRefresher({ store, call: net.call, now: () => Date.now() });
    await expect(refresher.refresh()).resolves.toBe(true);
    expect(net.call).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    const due = refresher.refresh();
    expect(net.call).toHaveBeenCalledTimes(1);
    expect(net.calls[0]!.force).toBe(false);
    net.calls[0]!.resolve('t-2');
    await due;
  });

  it('refreshes when forced, however far the expiry', async () => {
    const store = fakeStore(100 * MINUTE);
    const net = deferredCall();
    const refresher = createTokenRefresher({ store, call: net.call, now: () => Date.now() });
    const forced = refresher.refresh({ force: true });
    expect(net.calls[0]!.force).toBe(true);
    net.calls[0]!.resolve('t-2');
    await expect(forced).resolves.toBe(true);
    expect(store.get().token).toBe('t-2');
  });

  it("signs out once with 'refreshFailed' when the refresh fails; every waiting caller hears false", async () => {
    const store = fakeStore(MINUTE);
    const net = deferredCall();
    const refresher = createTokenRefresher({ store, call: net.call, now: () => Date.now() });
    const results = [refresher.refresh(), refresher.refresh(), refresher.refresh({ force: true })];
    net.calls[0]!.reject(new Error('E001'));
    await expect(Promise.all(results)).resolves.toEqual([false, false, false]);
    expect(store.signOut).toHaveBeenCalledTimes(1);
    expect(store.signOut).toHaveBeenCalledWith('refreshFailed');
  });

  it('ignores an answer for a session that ended meanwhile', async () => {
    const store = fakeStore(MINUTE);
    const net = deferredCall();
    const refresher = createTokenRefresher({ store, call: net.call, now: () => Date.now() });
    const pending = refresher.refresh();
    store.replace({ token: 'other-member' });
    net.calls[0]!.reject(new Error('late'));
    await expect(pending).resolves.toBe(false);
    expect(store.signOut).not.toHaveBeenCalled();
    expect(store.setToken).not.toHaveBeenCalled();
  });

  it('does not hammer a server whose new expiry is still within the threshold (unforced refreshes 1 minute apart)', async () => {
    const store = fakeStore(MINUTE);
    const call = vi.fn(async () => ({ token: 't-next', tokenExpiresAt: new Date(Date.now() + MINUTE).toISOString() }));
    const refresher = createTokenRefresher({ store, call, now: () => Date.now() });
    await refresher.refresh();
    await refresher.refresh();
    expect(call).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(MIN_REFRESH_GAP_MS);
    await refresher.refresh();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('does nothing for a guest', async () => {
    const store = fakeStore(MINUTE);
    store.replace({ status: 'guest', token: null, tokenExpiresAt: null });
    const net = deferredCall();
    const refresher = createTokenRefresher({ store, call: net.call, now: () => Date.now() });
    await expect(refresher.refresh({ force: true })).resolves.toBe(false);
    expect(net.call).not.toHaveBeenCalled();
  });
});

describe('a refresh whose call fails', () => {
  const transient = () => responseFailed('network error', { failure: 'network' });

  it('tries again after 1 s and 3 s when the call itself failed, and keeps the session when a try succeeds', async () => {
    const store = fakeStore(MINUTE);
    const waits: number[] = [];
    const call = vi
      .fn()
      .mockRejectedValueOnce(transient())
      .mockRejectedValueOnce(responseFailed('Bad Gateway', { failure: 'http', status: 502 }))
      .mockResolvedValueOnce({ token: 't-2' });
    const refresher = createTokenRefresher({ store, call, now: () => Date.now(), wait: async (ms) => void waits.push(ms) });
    await expect(refresher.refresh({ force: true })).resolves.toBe(true);
    expect(waits).toEqual([...REFRESH_RETRY_MS]);
    expect(store.get().token).toBe('t-2');
    expect(store.signOut).not.toHaveBeenCalled();
  });

  it('keeps the session and its token after the third try of a fault (no answer: the token may still be good)', async () => {
    const store = fakeStore(MINUTE);
    const call = vi.fn().mockRejectedValue(transient());
    const refresher = createTokenRefresher({ store, call, now: () => Date.now(), wait: async () => undefined });
    await expect(refresher.refresh({ force: true })).resolves.toBe(true);
    expect(call).toHaveBeenCalledTimes(3);
    expect(store.signOut).not.toHaveBeenCalled();
    expect(store.get().token).toBe('t-1');
  });

  it('signs out at once for an answer that is not a fault (E001, HTTP 401)', async () => {
    for (const [error, tries] of [
      [new ApiError('E001'), 1],
      [responseFailed('revoked', { failure: 'http', status: 401 }), 1],
    ] as const) {
      const store = fakeStore(MINUTE);
      const call = vi.fn().mockRejectedValue(error);
      const refresher = createTokenRefresher({ store, call, now: () => Date.now(), wait: async () => undefined });
      await expect(refresher.refresh({ force: true })).resolves.toBe(false);
      expect(call).toHaveBeenCalledTimes(tries);
      expect(store.signOut).toHaveBeenCalledWith('refreshFailed');
    }
  });

  it('adopts the token another tab has put in the shared cookie instead of signing out', async () => {
    const store = fakeStore(MINUTE);
    const call = vi.fn().mockRejectedValue(responseFailed('revoked', { failure: 'http', status: 401 }));
    const refresher = createTokenRefresher({ store, call, now: () => Date.now(), sharedToken: () => 't-other-tab' });
    await expect(refresher.refresh({ force: true })).resolves.toBe(true);
    expect(store.adoptToken).toHaveBeenCalledWith('t-other-tab', null);
    expect(store.signOut).not.toHaveBeenCalled();
  });
});

describe('two tabs of one browser', () => {
  /** A lock as the browser's Web Locks give it: one holder at a time, the others queued. */
  function mutex() {
    let tail: Promise<unknown> = Promise.resolve();
    return {
      lock: <T>(task: () => Promise<T>): Promise<T> => {
        const run = tail.then(task);
        tail = run.catch(() => undefined);
        return run;
      },
      free: async () => {
        await tail;
      },
    };
  }

  it("refresh one at a time: the second finds the first one's token in the cookie and takes it without a call", async () => {
    const { lock, free } = mutex();
    const tabA = fakeStore(MINUTE);
    const tabB = fakeStore(MINUTE);
    const server = deferredCall();
    const callB = vi.fn();
    // the shared cookie: tab A's refresh writes it before it lets the lock go
    const sharedToken = () => tabA.get().token ?? undefined;
    const a = createTokenRefresher({ store: tabA, call: server.call, now: () => Date.now(), sharedToken, lock, othersSettled: free });
    const b = createTokenRefresher({ store: tabB, call: callB, now: () => Date.now(), sharedToken, lock, othersSettled: free });
    const first = a.refresh({ force: true });
    const second = b.refresh({ force: true });
    const bSettled = vi.fn();
    void b.settled().then(bSettled);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    server.calls[0]?.resolve('t-2');
    await first;
    await expect(second).resolves.toBe(true);
    expect(callB).not.toHaveBeenCalled();
    expect(tabB.adoptToken).toHaveBeenCalledWith('t-2', null);
    expect(tabB.signOut).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(bSettled).toHaveBeenCalled());
  });

  it("a tab's settled() waits for another tab's refresh holding the lock", async () => {
    const { lock, free } = mutex();
    const tabA = fakeStore(MINUTE);
    const server = deferredCall();
    const a = createTokenRefresher({ store: tabA, call: server.call, now: () => Date.now(), lock, othersSettled: free });
    const b = createTokenRefresher({ store: fakeStore(MINUTE), call: vi.fn(), now: () => Date.now(), lock, othersSettled: free });
    void a.refresh({ force: true });
    const settled = vi.fn();
    void b.settled().then(settled);
    await vi.waitFor(() => expect(server.calls).toHaveLength(1));
    expect(settled).not.toHaveBeenCalled();
    server.calls[0]?.resolve('t-2');
    await vi.waitFor(() => expect(settled).toHaveBeenCalled());
  });
});
