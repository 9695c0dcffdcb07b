// The bet calls every slip shares (sports and mini games): placing a bet (sent once however often it
// is tapped; a success refreshes the balance and the betting history) and the member level's limits.
import { useQuery } from '@tanstack/react-query';
import { contractQuery, useContractMutation, type ContractData } from '@/api/contract';

export type BetProcData = ContractData<'/api/bet/betProc'>;
export type BetLimitsData = ContractData<'/api/bet/limits'>;
export type BetLimit = BetLimitsData['limits'][number];
export type LimitKind = BetLimit['gameType'];

/** Places a bet (/api/bet/betProc). */
export const usePlaceBetCall = () => useContractMutation('/api/bet/betProc');

/** The member level's min / max bet and max win (read once a minute at most). */
export const betLimitsQuery = () => contractQuery('/api/bet/limits', {}, { staleTime: 60_000 });

/** The limits of one kind of game (sport or mini), or undefined until read (or when the level has none). */
export function useBetLimit(kind: LimitKind) {
  const query = useQuery(betLimitsQuery());
  return { query, limit: query.data?.limits.find((l) => l.gameType === kind) };
}
