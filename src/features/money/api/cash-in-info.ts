// The deposit's rules and bonus (/api/cash/inInfo).
import { useQuery } from '@tanstack/react-query';
import type { ContractData } from '@/api/contract';
import { freshScreenRead } from '@/kit/fresh-screen-read';

export type DepositInfo = ContractData<'/api/cash/inInfo'>;

/** Minimum, maximum, unit, re-request interval and the bonus the next deposit earns; asked after any token refresh under way. */
export const depositInfoQuery = () => freshScreenRead('/api/cash/inInfo', {});
export const useDepositInfo = () => useQuery(depositInfoQuery());
