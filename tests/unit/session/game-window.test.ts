// @vitest-environment jsdom
// The game popup: 1500 × 800 at top 50 (a portrait one is narrow), opener cut, watched every 10 s: its
// close, and the balance's isPlayGame (the member gone from the game with the window open).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeGameWindow,
  gameWindowFeatures,
  hasGameWindow,
  noteIsPlayGame,
  onGameWindowClosed,
  openGameWindow,
  SETTLE_TICKS,
  watchVerdict,
  type WatchState,
} from '@/session/game-window';

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

  it('reads isPlayGame: N after Y with the window open is the game over (left), told once; its close after that tells nobody', () => {
    vi.useFakeTimers();
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const ended = vi.fn();
    const off = onGameWindowClosed(ended);
    openGameWindow('https://vendor.test/game');
    // N before any Y (the vendor has not said the member is in yet): not the end
    noteIsPlayGame('N');
    vi.advanceTimersByTime(10_000);
    expect(ended).not.toHaveBeenCalled();
    noteIsPlayGame('Y');
    vi.advanceTimersByTime(10_000);
    expect(ended).not.toHaveBeenCalled();
    noteIsPlayGame('N');
    vi.advanceTimersByTime(10_000);
    expect(ended).toHaveBeenCalledWith('left');
    vi.advanceTimersByTime(30_000);
    expect(ended).toHaveBeenCalledTimes(1);
    // still the game window (TK999 and sign-out close it); closed now, nobody is told again
    expect(hasGameWindow()).toBe(true);
    popup.closed = true;
    vi.advanceTimersByTime(10_000);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(hasGameWindow()).toBe(false);
    off();
  });

  it('a closed window while isPlayGame still says Y waits for N (at most a minute), then tells its listeners', () => {
    vi.useFakeTimers();
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const ended = vi.fn();
    const off = onGameWindowClosed(ended);
    openGameWindow('https://vendor.test/game');
    noteIsPlayGame('Y');
    popup.closed = true;
    vi.advanceTimersByTime(20_000);
    expect(ended).not.toHaveBeenCalled();
    noteIsPlayGame('N');
    vi.advanceTimersByTime(10_000);
    expect(ended).toHaveBeenCalledWith('closed');
    // a second window whose money never settles: told after SETTLE_TICKS ticks anyway
    const second = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(second as unknown as Window);
    openGameWindow('https://vendor.test/game');
    noteIsPlayGame('Y');
    second.closed = true;
    vi.advanceTimersByTime(SETTLE_TICKS * 10_000);
    expect(ended).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(ended).toHaveBeenCalledTimes(2);
    off();
  });

  it('watchVerdict: the rule, case by case', () => {
    const at = (s: Partial<WatchState>): WatchState => ({
      windowClosed: false,
      isPlayGame: null,
      sawPlaying: false,
      left: false,
      settleTicks: 0,
      ...s,
    });
    expect(watchVerdict(at({}))).toBe('watch');
    expect(watchVerdict(at({ isPlayGame: 'N' }))).toBe('watch');
    expect(watchVerdict(at({ isPlayGame: 'Y', sawPlaying: true }))).toBe('watch');
    expect(watchVerdict(at({ isPlayGame: 'N', sawPlaying: true }))).toBe('left');
    expect(watchVerdict(at({ windowClosed: true }))).toBe('closed');
    expect(watchVerdict(at({ windowClosed: true, isPlayGame: 'N', sawPlaying: true }))).toBe('closed');
    expect(watchVerdict(at({ windowClosed: true, isPlayGame: 'Y', sawPlaying: true }))).toBe('settling');
    expect(watchVerdict(at({ windowClosed: true, isPlayGame: 'Y', settleTicks: SETTLE_TICKS }))).toBe('closed');
    expect(watchVerdict(at({ windowClosed: true, isPlayGame: 'N', left: true }))).toBe('gone');
    expect(watchVerdict(at({ windowClosed: true, isPlayGame: 'N', left: true, sawPlaying: true }))).toBe('closed');
  });

  it('returns null when the browser blocks the popup', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openGameWindow('https://vendor.test/game')).toBeNull();
    expect(hasGameWindow()).toBe(false);
  });
});
