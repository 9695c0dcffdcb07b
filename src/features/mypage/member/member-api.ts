// The member info screen's calls: the member as the server has them now (read), the info edit and
// the password change (actions: each sent once however often it is tapped).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, contractQuery, useContractMutation, type ContractData } from '@/api/contract';
import { ensureFreshToken } from '@/session/token-refresh';

export type MemberView = ContractData<'/api/member/info'>['member'];

/**
 * The member's details, read afresh when the screen opens (balances change; the session keeps only
 * what the header needs). Asked after any token refresh under way, as the deposit rules are.
 */
export const memberInfoQuery = () =>
  queryOptions({
    ...contractQuery('/api/member/info', {}, { staleTime: 0 }),
    queryFn: async ({ signal }) => {
      await ensureFreshToken();
      return callContract('/api/member/info', {}, { signal });
    },
  });
export const useMemberInfo = () => useQuery(memberInfoQuery());

/** The password change: current, new and confirmation; nothing else is sent, so nothing else changes. */
export const usePasswordChange = () => useContractMutation('/api/member/update');

/** The info edit: phone, carrier, a new PIN if typed, and the current password; the member is read again after it. */
export const useMemberUpdate = () => useContractMutation('/api/member/update');
