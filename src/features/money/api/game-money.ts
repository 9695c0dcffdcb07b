// Game money back to cash (/api/cash/outGameMoney, the withdrawal screens' action; the game watcher's
// merge when a game window closes is /api/member/changeMemCashFlag). A success writes both figures to
// the session at once and reads the balance and member info again.
import { useContractMutation } from '@/api/contract';

export const useGameMoneyToCash = () =>
  useContractMutation('/api/cash/outGameMoney', { invalidates: ['/api/member/balance', '/api/member/info'] });
