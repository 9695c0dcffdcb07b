// Marking messages read (/api/board/msgUpdate: sent once however often it is tapped; what it changes
// is refreshed as the contract's x-invalidates says).
import { useContractMutation } from '@/api/contract';

export const useMessageUpdate = () => useContractMutation('/api/board/msgUpdate');
