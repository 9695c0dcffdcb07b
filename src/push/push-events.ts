// What the push tells screens (SPEC §4): a new message (with the unread count) and a game-down
// event (LOCK_BET_YN). Game screens and the new-message notice listen here. The game-down event is
// also dispatched on window as `winner:game-down` (a CustomEvent with the same detail), so code
// outside React (a vendor frame's host, a later game screen) can hear it too.
export interface GameDown {
  readonly data1?: string;
  readonly data2?: string;
}

export const GAME_DOWN_EVENT = 'winner:game-down';

type MessageListener = (unread: number) => void;
type GameDownListener = (data: GameDown) => void;

const messageListeners = new Set<MessageListener>();
const gameDownListeners = new Set<GameDownListener>();

export const pushEvents = {
  onMessage(listener: MessageListener): () => void {
    messageListeners.add(listener);
    return () => messageListeners.delete(listener);
  },
  onGameDown(listener: GameDownListener): () => void {
    gameDownListeners.add(listener);
    return () => gameDownListeners.delete(listener);
  },
};

export function emitMessage(unread: number): void {
  for (const listener of messageListeners) listener(unread);
}

export function emitGameDown(data: GameDown): void {
  for (const listener of gameDownListeners) listener(data);
  if (typeof window !== 'undefined' && typeof CustomEvent !== 'undefined') {
    window.dispatchEvent(new CustomEvent<GameDown>(GAME_DOWN_EVENT, { detail: data }));
  }
}
