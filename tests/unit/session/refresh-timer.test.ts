// The refresh timer wakes the refresher when 5 minutes remain, follows a new expiry, and stops.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRefreshTimer } from '@/session/refresh-timer';
import type { SessionState } from '@/session/session-store';
import { memberState } from './member-state';
import { createTokenRefresher } from '@/session/token-refresh';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-22T12:00:00+09:00');

function store(expiresInMs: number) {
  let state: SessionState = memberState(T0 + expiresInMs);
  const listeners = new Set<() => void>();
  const set = (next: Partial<SessionState>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };
  return {
    get: () => state,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    setToken: (token: string) => set({ token, tokenExpiresAt: Date.now() + 120 * MINUTE }),
    signOut: vi.fn(() => set({ status: 'guest', token: null, tokenExpiresAt: null })),
    adoptToken: vi.fn((token: string) => set({ token })),
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the refresh timer', () => {
  it('refreshes when the token enters its last 5 minutes, then follows the new expiry', async () => {
    const s = store(10 * MINUTE);
    const call = vi.fn(async () => ({ token: `t-${call.mock.calls.length + 1}` }));
    const stop = startRefreshTimer({
      store: s,
      refresher: createTokenRefresher({ store: s, call, now: () => Date.now() }),
      now: () => Date.now(),
    });
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(call).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(s.get().token).toBe('t-2');
    // The new token lives 120 minutes: the next refresh comes 115 minutes later, not before.
    await vi.advanceTimersByTimeAsync(114 * MINUTE);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(call).toHaveBeenCalledTimes(2);
    stop();
  });

  it('refreshes at once when started with an expiring token, and stops after sign-out', async () => {
    const s = store(2 * MINUTE);
    const call = vi.fn(async () => {
      throw new Error('E001');
    });
    const stop = startRefreshTimer({
      store: s,
      refresher: createTokenRefresher({ store: s, call, now: () => Date.now() }),
      now: () => Date.now(),
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    expect(s.signOut).toHaveBeenCalledWith('refreshFailed');
    await vi.advanceTimersByTimeAsync(200 * MINUTE);
    expect(call).toHaveBeenCalledTimes(1);
    stop();
  });

  it('checks again when the page becomes visible', async () => {
    const s = store(30 * MINUTE);
    const refresh = vi.fn(async () => true);
    const doc = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
    doc.visibilityState = 'visible';
    const stop = startRefreshTimer({ store: s, refresher: { refresh }, now: () => Date.now(), doc });
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
