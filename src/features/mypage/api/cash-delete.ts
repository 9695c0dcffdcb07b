// Deleting deposit or withdrawal records (/api/cash/del: sent once however often it is tapped; what
// it changes is refreshed as the contract's x-invalidates says).
import { useContractMutation } from '@/api/contract';

export const useCashDelete = () => useContractMutation('/api/cash/del');
