// The withdrawal's rules and the bank maintenance window (/api/cash/outInfo).
import { useQuery } from '@tanstack/react-query';
import type { ContractData } from '@/api/contract';
import { freshScreenRead } from '@/kit/fresh-screen-read';

export type WithdrawalInfo = ContractData<'/api/cash/outInfo'>;

/** Minimum, maximum, unit, re-request interval and the maintenance window; asked after any token refresh under way. */
export const withdrawalInfoQuery = () => freshScreenRead('/api/cash/outInfo', {});
export const useWithdrawalInfo = () => useQuery(withdrawalInfoQuery());
