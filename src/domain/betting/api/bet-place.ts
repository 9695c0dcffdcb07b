// Placing a bet, for every slip (sports and mini games): sent once however often it is tapped; a
// success refreshes the balance and the betting history.
import { useContractMutation, type ContractData } from '@/api/contract';

export type BetProcData = ContractData<'/api/bet/betProc'>;

/** Places a bet (/api/bet/betProc). */
export const usePlaceBetCall = () => useContractMutation('/api/bet/betProc');
