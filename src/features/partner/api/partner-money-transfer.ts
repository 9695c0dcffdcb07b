// The give / take-back (/api/partner/moneyTransfer: sent once however often it is tapped; a success
// refreshes the balance, the history and the sub-members' figures, as the contract says).
import { useContractMutation } from '@/api/contract';

export const useMoneyTransfer = () => useContractMutation('/api/partner/moneyTransfer');
