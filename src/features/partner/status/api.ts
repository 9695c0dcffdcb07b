// The partner screens' reads: each asked after any token refresh under way (as the balance poll
// is): on a fresh page load the refresh revokes the old token, and a read sent with it would be
// refused once. The status is today's figures (Seoul), per category and in total.
import { useQuery } from '@tanstack/react-query';
import { callContract, contractQuery, type PostPath, type RequestBody } from '@/api/contract';
import { seoulToday } from '@/resources/paged-list';
import { ensureFreshToken } from '@/session/token-refresh';

export const STATS = '/api/partner/stats';

/** A partner read, sent once the session token is fresh. */
export const useFreshRead = <P extends PostPath>(path: P, body: RequestBody<P>, enabled = true) =>
  useQuery({
    ...contractQuery(path, body),
    queryFn: async ({ signal }) => {
      await ensureFreshToken();
      return callContract(path, body, { signal });
    },
    enabled,
  });

export const useStats = (enabled: boolean) => {
  const today = seoulToday();
  return useFreshRead(STATS, { startDate: today, endDate: today }, enabled);
};

/** The partner's sub-members (the first 100, the contract's page maximum), to choose whom an action concerns. */
export const useSubMemberList = () => useFreshRead('/api/partner/members', { page: 1, count_per_list: 100 });
