// The member as the server has them now (/api/member/info).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, contractQuery, type ContractData } from '@/api/contract';
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
