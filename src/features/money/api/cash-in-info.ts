// The deposit's rules and bonus (/api/cash/inInfo).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ensureFreshToken } from '@/session/token-refresh';
import { callContract, contractQuery, type ContractData } from '@/api/contract';

export type DepositInfo = ContractData<'/api/cash/inInfo'>;

/**
 * Minimum, maximum, unit, re-request interval and the bonus the next deposit earns. Asked after any
 * token refresh under way (as the balance poll is): on a fresh page load the refresh revokes the old
 * token, and a read sent with it would be refused once.
 */
export const depositInfoQuery = () =>
  queryOptions({
    ...contractQuery('/api/cash/inInfo', {}, { staleTime: 0 }),
    queryFn: async ({ signal }) => {
      await ensureFreshToken();
      return callContract('/api/cash/inInfo', {}, { signal });
    },
  });
export const useDepositInfo = () => useQuery(depositInfoQuery());
