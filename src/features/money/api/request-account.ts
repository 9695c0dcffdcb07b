// The deposit account number's request (/api/cash/getAcc: sent once however often it is tapped).
import { useContractMutation } from '@/api/contract';

/** Asks for the deposit account number; it arrives in the member's message box. */
export const useAccountRequest = () => useContractMutation('/api/cash/getAcc');
