// The game popup (SPEC §9: 1500 × 800 at top 50; one vendor uses a narrow portrait window of height
// 800). A watcher every 10 s (SPEC §4) notices when the window is closed and tells its listeners,
// who reload the balance; TK999 and every sign-out close the window.
import { GAME_WINDOW_WATCH_MS } from '../config/constants';

export const GAME_WINDOW = { width: 1500, height: 800, top: 50, portraitWidth: 480, name: 'winner_game' } as const;

type Listener = () => void;

let current: Window | null = null;
let watcher: ReturnType<typeof setInterval> | undefined;
const closedListeners = new Set<Listener>();

function stopWatcher(): void {
  clearInterval(watcher);
  watcher = undefined;
}

function notifyClosed(): void {
  for (const listener of closedListeners) listener();
}

function watch(): void {
  if (current && !current.closed) return;
  current = null;
  stopWatcher();
  notifyClosed();
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

/** Called when the watcher finds the game window closed (the member closed it). */
export function onGameWindowClosed(listener: Listener): () => void {
  closedListeners.add(listener);
  return () => closedListeners.delete(listener);
}
