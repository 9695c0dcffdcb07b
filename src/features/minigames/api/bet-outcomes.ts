// The outcome of the member's bets in a drawn round: each bet read by its id (/api/bet/detail), read
// again every 2 s while the server has not settled it yet.
import { useQueries } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';
import { betResultOf } from '@/lib/bet-state';

const SETTLING_MS = 2_000;

export const useBetOutcomes = (betIdxs: readonly number[]) =>
  useQueries({
    queries: betIdxs.map((betIdx) => ({
      ...contractQuery('/api/bet/detail', { betIdx }, { staleTime: 0 }),
      refetchInterval: (query: { state: { data?: { bet: { type: string } } | undefined } }) => {
        const type = query.state.data?.bet.type;
        return type !== undefined && ['BET', 'WAIT'].includes(betResultOf(type)) ? SETTLING_MS : false;
      },
    })),
  });
