// The points screens' calls: the member's point summary (read) and the conversion to cash (an
// action: sent once however often it is tapped; a success refreshes the points, the balance and the
// point list). The list itself is read through the shared paged list (PointListSection).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callContract, contractQuery, useContractMutation, type ContractData } from '@/api/contract';
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

/** Points to cash: a success refreshes the point summary and list and the balance in the header. */
export const usePointConversion = () => useContractMutation('/api/point/change');
