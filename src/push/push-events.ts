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

type MessageListener = (unread: number) => void;
type MoneyListener = () => void;
type GameDownListener = (data: GameDown) => void;
type GameUpListener = () => void;

const messageListeners = new Set<MessageListener>();
const moneyListeners = new Set<MoneyListener>();
const gameDownListeners = new Set<GameDownListener>();
const gameUpListeners = new Set<GameUpListener>();

export const pushEvents = {
  onMessage(listener: MessageListener): () => void {
    messageListeners.add(listener);
    return () => messageListeners.delete(listener);
  },
  /** A CASH push: the member's money changed on the server. */
  onMoney(listener: MoneyListener): () => void {
    moneyListeners.add(listener);
    return () => moneyListeners.delete(listener);
  },
  onGameDown(listener: GameDownListener): () => void {
    gameDownListeners.add(listener);
    return () => gameDownListeners.delete(listener);
  },
  onGameUp(listener: GameUpListener): () => void {
    gameUpListeners.add(listener);
    return () => gameUpListeners.delete(listener);
  },
};

export function emitMessage(unread: number): void {
  for (const listener of messageListeners) listener(unread);
}

export function emitMoney(): void {
  for (const listener of moneyListeners) listener();
}

export function emitGameDown(data: GameDown): void {
  for (const listener of gameDownListeners) listener(data);
  if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent<GameDown>(GAME_DOWN_EVENT, { detail: data }));
  }
}

export function emitGameUp(): void {
  for (const listener of gameUpListeners) listener();
  if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent<null>(GAME_UP_EVENT, { detail: null }));
  }
}
