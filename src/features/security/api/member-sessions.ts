// The member's signed-in sessions, this one marked (/api/member/sessions, inferred), read afresh.
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type ContractData } from '@/api/contract';

export const SESSIONS = '/api/member/sessions';
export type MemberSession = ContractData<typeof SESSIONS>['list'][number];

export const useSessions = () => useQuery(contractQuery(SESSIONS, {}, { staleTime: 0 }));
