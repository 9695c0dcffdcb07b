// Marking every message read (/api/board/msgReadAll: sent once; the message box is read again).
import { useContractMutation } from '@/api/contract';

export const useMessageReadAll = () => useContractMutation('/api/board/msgReadAll');
