// The member's point summary (/api/point/list, its smallest page). The list itself is read through
// the shared paged list (PointListSection).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, contractQuery, type ContractData } from '@/api/contract';
import { ensureFreshToken } from '@/session/token-refresh';

export const POINT_LIST = '/api/point/list';
export type PointListData = ContractData<typeof POINT_LIST>;
export type PointSummary = PointListData['summary'];

/** The summary comes with every page of the list; this read asks for the smallest page of it. */
const SUMMARY_BODY = { page: 1, count_per_list: 1 } as const;

/**
 * Remaining, this month, previous month, total accrued and used. Asked after any token refresh under
 * way (as the deposit rules are): on a fresh page load a read sent with the old token is refused once.
 */
export const pointSummaryQuery = () =>
  queryOptions({
    ...contractQuery(POINT_LIST, SUMMARY_BODY, { staleTime: 0 }),
    queryFn: async ({ signal }) => {
      await ensureFreshToken();
      return callContract(POINT_LIST, SUMMARY_BODY, { signal });
    },
    select: (data: PointListData) => data.summary,
  });
export const usePointSummary = () => useQuery(pointSummaryQuery());
