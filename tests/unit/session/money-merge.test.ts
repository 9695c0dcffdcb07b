// @vitest-environment jsdom
// The money-merge notice's request (src/session/money-merge.ts): only a signed-in member's, each a
// new one, withdrawn by any sign-out; the game watcher asks for it when it finds the window closed.
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAME_WINDOW_WATCH_MS } from '@/config/constants';
import { closeGameWindow, registerGameWindow } from '@/session/game-window';
import { moneyMerge } from '@/session/money-merge';
import { session } from '@/session/session-store';
import { useMergeAfterGame } from '@/session/use-merge-after-game';

const member = { memId: 'tester01', memNick: '행운의별', memName: '홍길동', cashAmt: 1_000, pointAmt: 10, isPartnerMember: 'N' as const };
const signIn = () => session.signIn({ member, msgInfo: { newMsg: 0 }, token: 'tok-1', tokenExpiresAt: '2099-11-22 14:00:00' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  closeGameWindow();
  moneyMerge.close();
  session.signOut('user');
  vi.useRealTimers();
});

describe('the money-merge request', () => {
  it('is asked for by a member only, each time anew, and any sign-out withdraws it', () => {
    moneyMerge.open('withdrawal');
    expect(moneyMerge.get()).toBeNull();
    signIn();
    moneyMerge.open('withdrawal');
    const first = moneyMerge.get();
    expect(first?.via).toBe('withdrawal');
    moneyMerge.open('watcher');
    expect(moneyMerge.get()?.via).toBe('watcher');
    expect(moneyMerge.get()?.seq).toBeGreaterThan(first?.seq ?? Infinity);
    session.signOut('duplicate');
    expect(moneyMerge.get()).toBeNull();
  });

  it('opens for the watcher once the game window is found closed (not while it is open)', () => {
    signIn();
    renderHook(() => useMergeAfterGame());
    const popup = { closed: false, close: vi.fn() };
    registerGameWindow(popup as unknown as Window);
    vi.advanceTimersByTime(GAME_WINDOW_WATCH_MS);
    expect(moneyMerge.get()).toBeNull();
    popup.closed = true;
    vi.advanceTimersByTime(GAME_WINDOW_WATCH_MS);
    expect(moneyMerge.get()?.via).toBe('watcher');
  });
});
