// What the push tells screens (docs/rules.md#states): a new message (with the unread count), money moved
// (CASH: what the money's lists show is stale, e.g. a request the operator approved), a game-down event
// (LOCK_BET_YN) and its end, game-up (LOCK_BET_YN with data1 N and data2 Y: games are back, inferred).
// Game screens and the new-message notice listen here. Both game events are also dispatched on window
// as `winner:game-down` / `winner:game-up` (CustomEvents), so code outside React (a vendor frame's
// host, a later game screen) can hear them too.
export interface GameDown {
  readonly data1?: string;
  readonly data2?: string;
}

export const GAME_DOWN_EVENT = 'winner:game-down';
export const GAME_UP_EVENT = 'winner:game-up';

/** One event's listeners: adding one gives back its removal; telling them calls each in turn. */
function listeners<A extends unknown[]>() {
  const added = new Set<(...args: A) => void>();
  return {
    add(listener: (...args: A) => void): () => void {
      added.add(listener);
      return () => added.delete(listener);
    },
    tell(...args: A): void {
      for (const listener of added) listener(...args);
    },
  };
}

const message = listeners<[unread: number]>();
const money = listeners<[]>();
const gameDown = listeners<[data: GameDown]>();
const gameUp = listeners<[]>();

export const pushEvents = {
  onMessage: message.add,
  /** A CASH push: the member's money changed on the server. */
  onMoney: money.add,
  onGameDown: gameDown.add,
  onGameUp: gameUp.add,
};

/** The game events for code outside React, as CustomEvents on window (where there is one). */
function dispatchOnWindow<T>(type: string, detail: T): void {
  if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent<T>(type, { detail }));
  }
}

export function emitMessage(unread: number): void {
  message.tell(unread);
}

export function emitMoney(): void {
  money.tell();
}

export function emitGameDown(data: GameDown): void {
  gameDown.tell(data);
  dispatchOnWindow<GameDown>(GAME_DOWN_EVENT, data);
}

export function emitGameUp(): void {
  gameUp.tell();
  dispatchOnWindow<null>(GAME_UP_EVENT, null);
}
