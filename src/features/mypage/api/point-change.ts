// Points to cash (/api/point/change: sent once however often it is tapped).
import { useContractMutation } from '@/api/contract';
/** Points to cash: a success refreshes the point summary and list and the balance in the header. */
export const usePointConversion = () => useContractMutation('/api/point/change');
