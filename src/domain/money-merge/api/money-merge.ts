// The game watcher's merge (/api/member/changeMemCashFlag): the game money back to cash once a game
// has ended; answers the new cash and game money. What it changes (the balance, the member, the
// member's cash) is read again as the contract says (x-invalidates).
import { useContractMutation } from '@/api/contract';

export const useMoneyMerge = () => useContractMutation('/api/member/changeMemCashFlag');
