// The mini-game screen's reads: the open round of a game (re-read every 5 s while betting is closed,
// until the next round opens) and its recent draws (page 1 of /api/minigame/powerballResult).
import { useQuery } from '@tanstack/react-query';
import { contractPathFilter, contractQuery } from '@/api/contract';
import type { MiniGameDescription } from '@/domain/betting/mini/games';

export const ROUND_PATH = '/api/minigame/slots/{prodId}/{type}';
export const DRAWS_PATH = '/api/minigame/powerballResult';
const CLOSED_POLL_MS = 5_000;

/** The round read; `closed`: betting on the round shown is closed (read again every 5 s until the next opens). */
export function useRound(game: MiniGameDescription, closed: boolean) {
  return useQuery({
    ...contractQuery(ROUND_PATH, {}, { params: { prodId: game.id, type: game.variant }, staleTime: 0 }),
    refetchInterval: closed ? CLOSED_POLL_MS : false,
  });
}

export const useRecentDraws = (game: MiniGameDescription) =>
  useQuery(contractQuery(DRAWS_PATH, { prodId: game.id, page: 1 }, { staleTime: 0 }));

/** What a draw changes: the round (the next one opens) and the recent draws. */
export const afterDrawFilters = [contractPathFilter(ROUND_PATH), contractPathFilter(DRAWS_PATH)] as const;
