// The money move's call: sent once however often it is tapped; a success refreshes the partner's
// balance, the move history, the sub-members' figures and the status.
import { useContractMutation } from '@/api/contract';

export const useMoneyMove = () => useContractMutation('/api/partner/moneyMove');
