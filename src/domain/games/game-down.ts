// The game-down state (docs/rules.md#states): a LOCK_BET_YN push (unless data1 N and data2 Y) refuses launch and
// betting, with the reason; LOCK_BET_YN with data1 N and data2 Y (game-up) clears it, as does a
// sign-out. The session runtime starts listening as soon as a member is signed in, so a push that
// arrives before any game screen has loaded is kept; the lobby and the launch call it too (once).
import { createStore, useStore } from '@/lib/store';
import { pushEvents, type GameDown } from '@/push/push-events';
import { session } from '@/session/session-store';

const store = createStore<GameDown | null>(null);

let listening = false;
/** Starts listening to the push (once): game-down sets the state, game-up and sign-out clear it. */
export function listenForGameDown(): void {
  if (listening) return;
  listening = true;
  pushEvents.onGameDown((data) => store.set({ ...data }));
  pushEvents.onGameUp(() => store.set(null));
  session.onSignedOut(() => store.set(null));
}

export const clearGameDown = (): void => store.set(null);

/** The last game-down event, or null while games can be launched. */
export const useGameDown = (): GameDown | null => useStore(store);
