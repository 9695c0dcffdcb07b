// The shell's balance read, rendered beside a screen: the screen tier renders no header, so a test
// that asserts "the balance is read again after the action" renders this with the screen.
import { useQuery } from '@tanstack/react-query';
import { balanceQuery } from '@/session/balance';

/** The shell's balance read without its 5 s poll: a read after an action is that action's refresh. */
export function BalanceRead() {
  useQuery({ ...balanceQuery(true), refetchInterval: false });
  return null;
}
