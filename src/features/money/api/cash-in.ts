// The deposit request (/api/cash/in: sent once however often it is tapped).
import { useContractMutation } from '@/api/contract';

/** The deposit request: a success refreshes the balance, the deposit history and the bonus that applies. */
export const useDepositRequest = () => useContractMutation('/api/cash/in');
