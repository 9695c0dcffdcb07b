// Deleting messages (/api/board/msgDelete: sent once however often it is tapped; the message box is
// read again). Its answer carries the unread count.
import { useContractMutation } from '@/api/contract';

export const useMessageDelete = () => useContractMutation('/api/board/msgDelete');
