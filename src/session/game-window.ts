// The game popup (docs/rules.md#constants: 1500 × 800 at top 50; one vendor uses a narrow portrait window of height
// 800). A watcher every 10 s (docs/rules.md#states: it "reloads the balance when the window closes or the user is
// gone") decides from the window and from the balance's isPlayGame (docs/rules.md#data; the 5-second poll hands
// each answer to noteIsPlayGame) when the game is over, and tells its listeners, who reload the
// balance (and say so); TK999 and every sign-out close the window. The rule is watchVerdict's:
// - the window closed, the member no longer in a game (isPlayGame N, or no answer since the launch):
//   over ('closed');
// - the window closed but the last answer still says Y (the vendor still holds the money): wait for
//   the next answers, at most SETTLE_TICKS ticks (a minute, docs/rules.md#errors's "within 1 minute" for a game to
//   end fully), then over ('closed') anyway;
// - the window open, but the balance said Y since the launch and now says N: the member is gone from
//   the game (the vendor ended it, the window shows an end screen): over ('left'), and the window is
//   still watched; its close after that tells nobody again unless the member played on (Y again).
// Y right after a launch is not required (a vendor may take a moment to say Y): N before any Y is
// not the end of the game.
import { GAME_WINDOW_WATCH_MS } from '../config/constants';

export const GAME_WINDOW = { width: 1500, height: 800, top: 50, portraitWidth: 480, name: 'winner_game' } as const;

/** Why the game is over: its window was closed, or the member left the game with the window still open. */
export type GameEndReason = 'closed' | 'left';
type Listener = (reason: GameEndReason) => void;
export type PlayingFlag = 'Y' | 'N';

/** Watcher ticks (10 s each) a closed window waits for isPlayGame N before the game counts as over. */
export const SETTLE_TICKS = 6;

/** What the watcher knows at a tick. */
export interface WatchState {
  windowClosed: boolean;
  /** The last isPlayGame answered since the window opened (null: none yet). */
  isPlayGame: PlayingFlag | null;
  /** isPlayGame said Y since the window opened (or since the game last ended by leaving). */
  sawPlaying: boolean;
  /** The game already ended by leaving (the window stayed open). */
  left: boolean;
  /** Ticks already waited with the window closed and isPlayGame Y. */
  settleTicks: number;
}

/**
 * One tick's verdict: keep watching, wait for the money to settle (window closed, still in a game),
 * the game over because its window closed, over because the member left it, or the window closed after
 * the game had already ended by leaving ('gone': stop watching, nobody told again).
 */
export function watchVerdict(state: WatchState): 'watch' | 'settling' | 'closed' | 'left' | 'gone' {
  if (state.windowClosed) {
    if (state.isPlayGame === 'Y' && state.settleTicks < SETTLE_TICKS) return 'settling';
    return state.left && !state.sawPlaying ? 'gone' : 'closed';
  }
  return state.sawPlaying && state.isPlayGame === 'N' ? 'left' : 'watch';
}

let current: Window | null = null;
let watcher: ReturnType<typeof setInterval> | undefined;
const closedListeners = new Set<Listener>();
let playing: Omit<WatchState, 'windowClosed'> = { isPlayGame: null, sawPlaying: false, left: false, settleTicks: 0 };

function stopWatcher(): void {
  clearInterval(watcher);
  watcher = undefined;
}

function notifyClosed(reason: GameEndReason): void {
  for (const listener of closedListeners) listener(reason);
}

/** The balance's isPlayGame, as each answer arrives (the poll calls it); read while a game window is watched. */
export function noteIsPlayGame(value: PlayingFlag): void {
  if (!current) return;
  playing = { ...playing, isPlayGame: value, sawPlaying: playing.sawPlaying || value === 'Y' };
}

function watch(): void {
  const verdict = watchVerdict({ windowClosed: !current || current.closed, ...playing });
  if (verdict === 'watch') return;
  if (verdict === 'settling') {
    playing = { ...playing, settleTicks: playing.settleTicks + 1 };
    return;
  }
  if (verdict === 'left') {
    playing = { ...playing, sawPlaying: false, left: true };
    notifyClosed('left');
    return;
  }
  current = null;
  stopWatcher();
  if (verdict === 'closed') notifyClosed('closed');
}

/** The popup's window features: centred horizontally on the screen, at the top offset. */
export function gameWindowFeatures(
  portrait = false,
  screenWidth = typeof screen === 'undefined' ? GAME_WINDOW.width : screen.availWidth,
): string {
  const width = portrait ? GAME_WINDOW.portraitWidth : GAME_WINDOW.width;
  const left = Math.max(0, Math.round((screenWidth - width) / 2));
  return `width=${width},height=${GAME_WINDOW.height},top=${GAME_WINDOW.top},left=${left},resizable=yes,scrollbars=yes`;
}

/** Remembers an open game window and watches it (replacing any previous one). */
export function registerGameWindow(handle: Window): void {
  if (current && current !== handle && !current.closed) current.close();
  current = handle;
  playing = { isPlayGame: null, sawPlaying: false, left: false, settleTicks: 0 };
  stopWatcher();
  watcher = setInterval(watch, GAME_WINDOW_WATCH_MS);
}

/** Opens a game in the popup; null when the browser blocked it. */
export function openGameWindow(url: string, options: { portrait?: boolean } = {}): Window | null {
  const handle = window.open(url, GAME_WINDOW.name, gameWindowFeatures(options.portrait));
  if (!handle) return null;
  // The vendor's page must not reach back into the site (reverse tabnabbing).
  handle.opener = null;
  registerGameWindow(handle);
  return handle;
}

/** Closes the game window, if any (TK999, sign-out). */
export function closeGameWindow(): void {
  const handle = current;
  current = null;
  stopWatcher();
  if (handle && !handle.closed) handle.close();
}

/** The game window is open now. */
export const hasGameWindow = (): boolean => current !== null && !current.closed;

/** Called when the watcher finds the game over: its window closed ('closed'), or the member gone from the game ('left'). */
export function onGameWindowClosed(listener: Listener): () => void {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}
