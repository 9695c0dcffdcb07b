// The member's safer gambling settings (/api/member/limits, inferred): the limits with what each
// window used, the reality check's interval, a time-out or exclusion. Read afresh on each visit.
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type ContractData } from '@/api/contract';

export const LIMITS = '/api/member/limits';
export type LimitsData = ContractData<typeof LIMITS>;
export type Limit = LimitsData['limits'][number];

export const useLimits = () => useQuery(contractQuery(LIMITS, {}, { staleTime: 0 }));
