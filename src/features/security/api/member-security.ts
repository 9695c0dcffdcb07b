// Whether two-step verification is on, and how many recovery codes are left (/api/member/security,
// inferred), read afresh.
import { useQuery } from '@tanstack/react-query';
import { contractQuery, type ContractData } from '@/api/contract';

export const SECURITY = '/api/member/security';
export type SecurityState = ContractData<typeof SECURITY>;

export const useSecurityState = () => useQuery(contractQuery(SECURITY, {}, { staleTime: 0 }));
