// @vitest-environment jsdom
// The game popup: 1500 × 800 at top 50 (a portrait one is narrow), opener cut, watched every 10 s.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeGameWindow, gameWindowFeatures, hasGameWindow, onGameWindowClosed, openGameWindow } from '@/session/game-window';

afterEach(() => {
  closeGameWindow();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const fakeWindow = () => ({
  closed: false,
  close: vi.fn(function (this: { closed: boolean }) {
    this.closed = true;
  }),
  opener: {} as unknown,
});

describe('the game window', () => {
  it('is 1500 × 800 at top 50, centred; portrait is 480 wide', () => {
    expect(gameWindowFeatures(false, 1920)).toBe('width=1500,height=800,top=50,left=210,resizable=yes,scrollbars=yes');
    expect(gameWindowFeatures(true, 1920)).toContain('width=480,height=800,top=50');
  });

  it('opens with window.open, cuts the opener, and closes on demand', () => {
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    expect(openGameWindow('https://vendor.test/game')).toBe(popup);
    expect(open).toHaveBeenCalledWith('https://vendor.test/game', 'winner_game', expect.stringContaining('width=1500,height=800,top=50'));
    expect(popup.opener).toBeNull();
    expect(hasGameWindow()).toBe(true);
    closeGameWindow();
    expect(popup.close).toHaveBeenCalled();
    expect(hasGameWindow()).toBe(false);
  });

  it('tells its listeners within 10 s when the member closed it, once', () => {
    vi.useFakeTimers();
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const closed = vi.fn();
    const off = onGameWindowClosed(closed);
    openGameWindow('https://vendor.test/game');
    vi.advanceTimersByTime(10_000);
    expect(closed).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(30_000);
    expect(closed).toHaveBeenCalledTimes(1);
    off();
  });

  it('returns null when the browser blocks the popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openGameWindow('https://vendor.test/game')).toBeNull();
    expect(hasGameWindow()).toBe(false);
  });
});
