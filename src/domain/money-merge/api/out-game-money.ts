// The withdrawal panel's merge (/api/cash/outGameMoney): the game money back to cash before a
// withdrawal; answers the new cash and game money; what it changes is read again as the contract says.
import { useContractMutation } from '@/api/contract';

export const useOutGameMoney = () => useContractMutation('/api/cash/outGameMoney');
