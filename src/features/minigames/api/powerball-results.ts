// A mini game's recent draws (page 1 of /api/minigame/powerballResult).
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';
import type { MiniGameDescription } from '@/domain/betting/mini/games';

export const DRAWS_PATH = '/api/minigame/powerballResult';

export const useRecentDraws = (game: MiniGameDescription) =>
  useQuery(contractQuery(DRAWS_PATH, { prodId: game.id, page: 1 }, { staleTime: 0 }));
