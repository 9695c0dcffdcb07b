// The withdrawal's rules and the bank maintenance window (/api/cash/outInfo).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ensureFreshToken } from '@/session/token-refresh';
import { callContract, contractQuery, type ContractData } from '@/api/contract';

export type WithdrawalInfo = ContractData<'/api/cash/outInfo'>;

/** Minimum, maximum, unit, re-request interval and the maintenance window; asked after any token refresh under way (as the deposit rules are). */
export const withdrawalInfoQuery = () =>
  queryOptions({
    ...contractQuery('/api/cash/outInfo', {}, { staleTime: 0 }),
    queryFn: async ({ signal }) => {
      await ensureFreshToken();
      return callContract('/api/cash/outInfo', {}, { signal });
    },
  });
export const useWithdrawalInfo = () => useQuery(withdrawalInfoQuery());
