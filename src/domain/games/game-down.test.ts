// @vitest-environment jsdom
// The game-down state: a LOCK_BET_YN push sets it (before any game screen has loaded), game-up
// (LOCK_BET_YN N/Y) and sign-out clear it.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handlePushCommand } from '@/push/push-commands';
import { session } from '@/session/session-store';
import { listenForGameDown, useGameDown } from './game-down';

describe('game-down state', () => {
  it('is set by LOCK_BET_YN heard before any screen mounts, cleared by game-up, and by sign-out', () => {
    listenForGameDown();
    // the push arrives before any game screen renders
    handlePushCommand({ cmd: 'LOCK_BET_YN', data1: 'Y', data2: 'N' });
    const { result } = renderHook(() => useGameDown());
    expect(result.current).toEqual({ data1: 'Y', data2: 'N' });

    act(() => handlePushCommand({ cmd: 'LOCK_BET_YN', data1: 'N', data2: 'Y' }));
    expect(result.current).toBeNull();

    act(() => handlePushCommand({ cmd: 'LOCK_BET_YN', data1: 'Y', data2: 'Y' }));
    expect(result.current).toEqual({ data1: 'Y', data2: 'Y' });
    act(() => {
      session.setToken('t-1');
      session.signOut('user');
    });
    expect(result.current).toBeNull();
  });
});
