// The member's activity per month (/api/member/activity, inferred): deposits, withdrawals, the
// amount bet and won and the net result of each month from `from` to `to` (YYYY-MM, Seoul months).
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type ContractData } from '@/api/contract';

export const ACTIVITY = '/api/member/activity';
export type ActivityMonth = ContractData<typeof ACTIVITY>['list'][number];

export interface Period {
  readonly from: string;
  readonly to: string;
}

export const useActivity = (period: Period) => useQuery(contractQuery(ACTIVITY, { from: period.from, to: period.to }, { staleTime: 0 }));
