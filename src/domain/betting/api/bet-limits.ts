// The member level's min / max bet and max win, per kind of game (/api/bet/limits), for every slip.
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type ContractData } from '@/api/contract';

export type BetLimitsData = ContractData<'/api/bet/limits'>;
export type BetLimit = BetLimitsData['limits'][number];
export type LimitKind = BetLimit['gameType'];

/** The member level's min / max bet and max win (read once a minute at most). */
export const betLimitsQuery = () => contractQuery('/api/bet/limits', {}, { staleTime: 60_000 });

/** The limits of one kind of game (sport or mini), or undefined until read (or when the level has none). */
export function useBetLimit(kind: LimitKind) {
  const query = useQuery(betLimitsQuery());
  return { query, limit: query.data?.limits.find((l) => l.gameType === kind) };
}
