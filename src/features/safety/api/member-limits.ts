// The member's safer gambling settings (/api/member/limits, inferred): the limits with what each
// window used, the reality check's interval, a time-out or exclusion. One read for the site
// (api/reads.ts); this page reads it afresh on each visit.
import type { ContractData } from '@/api/contract';
import { useMemberLimits } from '@/api/reads';

export type LimitsData = ContractData<'/api/member/limits'>;
export type Limit = LimitsData['limits'][number];

export const useLimits = () => useMemberLimits({ staleTime: 0 });
