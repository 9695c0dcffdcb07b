// A post on the free board (/api/board/free/save: sent once however often it is tapped; the list is
// read again after it, as the contract says).
import { useContractMutation } from '@/api/contract';

export const useBoardSave = () => useContractMutation('/api/board/{boardType}/save', { params: { boardType: 'free' } });
