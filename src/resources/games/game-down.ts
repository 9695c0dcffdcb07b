// The game-down state (SPEC §4: a LOCK_BET_YN push, unless data1 N and data2 Y): launch is refused,
// with the reason, until the page is loaded again or the member signs out. The push has no
// "games are back" event yet (push-commands ignores LOCK_BET_YN N/Y), so nothing else clears it.
import { createStore, useStore } from '@/lib/store';
import { pushEvents, type GameDown } from '@/push/push-events';
import { session } from '@/session/session-store';

const store = createStore<GameDown | null>(null);

let listening = false;
/** Starts listening to the push (once); the lobby and the launch call it when they mount. */
export function listenForGameDown(): void {
  if (listening) return;
  listening = true;
  pushEvents.onGameDown((data) => store.set({ ...data }));
  session.onSignedOut(() => store.set(null));
}

export const clearGameDown = (): void => store.set(null);

/** The last game-down event, or null while games can be launched. */
export const useGameDown = (): GameDown | null => useStore(store);
