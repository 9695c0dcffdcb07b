// The deposit screen's calls: its rules and bonus (read), the request itself and the account-number
// request (both actions: sent once however often they are tapped).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ensureFreshToken } from '@/session/token-refresh';
import { callContract, contractQuery, useContractMutation, type ContractData } from '@/api/contract';

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

/** The deposit request: a success refreshes the balance, the deposit history and the bonus that applies. */
export const useDepositRequest = () => useContractMutation('/api/cash/in');

/** Asks for the deposit account number; it arrives in the member's message box. */
export const useAccountRequest = () => useContractMutation('/api/cash/getAcc');
