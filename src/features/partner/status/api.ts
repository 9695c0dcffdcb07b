// The partner screens' reads. Plain contract reads: the session holds every member call while the
// start's restore and its token refresh run (src/session/wait-for-refresh.ts), so none leaves with a
// token about to be replaced. The status is today's figures (Seoul), per category and in total.
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type PostPath, type RequestBody } from '@/api/contract';
import { seoulToday } from '@/kit/paged-list/date-range';

export const STATS = '/api/partner/stats';

/** A partner read (off while `enabled` is false). */
export const usePartnerRead = <P extends PostPath>(path: P, body: RequestBody<P>, enabled = true) =>
  useQuery({ ...contractQuery(path, body), enabled });

export const useStats = (enabled: boolean) => {
  const today = seoulToday();
  return usePartnerRead(STATS, { startDate: today, endDate: today }, enabled);
};

/** The partner's sub-members (the first 100, the contract's page maximum), to choose whom an action concerns. */
export const useSubMemberList = () => usePartnerRead('/api/partner/members', { page: 1, count_per_list: 100 });
