// The member's bets in a round, as this page placed them (the accepted answers of /api/bet/betProc):
// kept per member, game and round while the app is open, so the screen lists what was bet in the
// round it shows and a new round starts empty. (The betting history, /api/bet/betlist, has no round
// to ask by: bets placed elsewhere are there, not here.)
import { createStore, useStore } from '@/lib/store';
import type { MiniGame } from '@/domain/betting/mini/games';

export interface RoundBet {
  readonly betIdx: number | null;
  readonly key: string;
  readonly group: string;
  readonly odds: number;
  readonly stake: number;
  readonly potentialWin: number;
}

const bets = createStore<Readonly<Record<string, readonly RoundBet[]>>>({});
const EMPTY: readonly RoundBet[] = [];
const keyOf = (memId: string, game: MiniGame, round: number) => `${memId}|${game}|${round}`;

export function addRoundBet(memId: string, game: MiniGame, round: number, bet: RoundBet): void {
  const key = keyOf(memId, game, round);
  bets.set((all) => ({ ...all, [key]: [bet, ...(all[key] ?? [])] }));
}

export const useRoundBets = (memId: string | null, game: MiniGame, round: number): readonly RoundBet[] =>
  useStore(bets, (all) => (memId === null ? EMPTY : (all[keyOf(memId, game, round)] ?? EMPTY)));
