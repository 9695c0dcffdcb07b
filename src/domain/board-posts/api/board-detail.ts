// One post of a board with its comments, answer and attached bets (/api/board/{boardType}/datail).
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';
import type { BoardType } from './board-list';

/** One post with its comments, answer and attached bets (no call without a post number). */
export function useBoardPost(boardType: BoardType, boardIdx: number | null) {
  return useQuery(
    contractQuery('/api/board/{boardType}/datail', { boardIdx: boardIdx ?? 0 }, { params: { boardType }, enabled: boardIdx !== null }),
  );
}
