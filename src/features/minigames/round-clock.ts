// Which round a mini-game screen is on and when its betting closes, from three sources: the round
// read (/api/minigame/slots/…), the round pushed on the powerball topics, and the draws pushed there.
// The rules, without React:
// - the newest round wins: a read or a push of an older round never takes the screen back;
// - a pushed round sets its closing time (the server's timer); a read of the round already shown
//   may bring it closer but never later, so reading the round again never moves the countdown back;
// - a draw of the round shown (or a newer one) ends it: the screen moves to the next round, closed
//   until that round's opening is read or pushed.
export interface RoundClock {
  /** The newest round known, or null before the first read or push. */
  readonly round: number | null;
  /** When betting on it closes (ms, this browser's clock), or null when not known. */
  readonly closesAt: number | null;
  /** The server said betting on it is closed. */
  readonly closed: boolean;
}

export type RoundEvent =
  | {
      readonly kind: 'read';
      readonly round: number;
      readonly remainSeconds: number | undefined;
      readonly closed: boolean;
      readonly at: number;
    }
  | { readonly kind: 'push'; readonly round: number; readonly remainSeconds: number | undefined; readonly at: number }
  | { readonly kind: 'draw'; readonly round: number };

export const NO_ROUND: RoundClock = { round: null, closesAt: null, closed: false };

const closing = (at: number, remainSeconds: number | undefined): number | null =>
  remainSeconds === undefined ? null : at + remainSeconds * 1_000;

export function roundClock(state: RoundClock, event: RoundEvent): RoundClock {
  const shown = state.round;
  switch (event.kind) {
    case 'read': {
      if (shown !== null && event.round < shown) return state;
      const told = closing(event.at, event.remainSeconds);
      if (shown === null || event.round > shown) return { round: event.round, closesAt: told, closed: event.closed };
      const closesAt = state.closesAt === null ? told : told === null ? state.closesAt : Math.min(state.closesAt, told);
      const closed = event.closed;
      return closesAt === state.closesAt && closed === state.closed ? state : { round: shown, closesAt, closed };
    }
    case 'push': {
      if (shown !== null && event.round < shown) return state;
      const told = closing(event.at, event.remainSeconds);
      if (told === null && event.round === shown) return state; // the same round, no time said: as it was
      return { round: event.round, closesAt: told, closed: false };
    }
    case 'draw':
      if (shown === null || event.round < shown) return state;
      return { round: event.round + 1, closesAt: null, closed: true };
  }
}

/** Whole seconds left to bet at `now` (0 when closed or not known). */
export function secondsLeft(state: RoundClock, now: number): number {
  if (state.closed || state.closesAt === null) return 0;
  return Math.max(0, Math.ceil((state.closesAt - now) / 1_000));
}

/** 165 → "2:45". */
export const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
