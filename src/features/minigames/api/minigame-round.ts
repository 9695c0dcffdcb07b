// The open round of a mini game (/api/minigame/slots/{prodId}/{type}: re-read every 5 s while
// betting is closed, until the next round opens).
import { useQuery } from '@tanstack/react-query';
import { contractPathFilter, contractQuery } from '@/api/contract';
import type { MiniGameDescription } from '@/domain/betting/mini/games';
import { DRAWS_PATH } from './powerball-results';

export const ROUND_PATH = '/api/minigame/slots/{prodId}/{type}';
const CLOSED_POLL_MS = 5_000;

/** The round read; `closed`: betting on the round shown is closed (read again every 5 s until the next opens). */
export function useRound(game: MiniGameDescription, closed: boolean) {
  return useQuery({
    ...contractQuery(ROUND_PATH, {}, { params: { prodId: game.id, type: game.variant }, staleTime: 0 }),
    refetchInterval: closed ? CLOSED_POLL_MS : false,
  });
}

/** What a draw changes: the round (the next one opens) and the recent draws. */
export const afterDrawFilters = [contractPathFilter(ROUND_PATH), contractPathFilter(DRAWS_PATH)] as const;
