// The withdrawal request (/api/cash/out: sent once however often it is tapped).
import { useContractMutation } from '@/api/contract';

/** The withdrawal request: a success refreshes the balance, the withdrawal history and the rules. */
export const useWithdrawalRequest = () => useContractMutation('/api/cash/out');
