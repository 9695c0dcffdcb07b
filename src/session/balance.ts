// The balance poll (docs/rules.md#states, docs/rules.md#calls): every 5 s while logged in, one query key however many components
// show the money (they read it from the session; only SessionRuntime polls). TK999 (logged in
// elsewhere) closes the game popup and ends the session as 'duplicate'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractKey, contractPathFilter } from '../api/contract';
import { isApiError, responseFailed } from '../api/errors';
import type { components } from '../api/generated/schema';
import { api } from '../api/instance';
import { dataOf } from '../api/result';
import { BALANCE_POLL_MS } from '../config/constants';
import { exclusionOf } from './exclusion-refusal';
import { closeGameWindow, noteIsPlayGame } from './game-window';
import { session } from './session-store';
import { ensureFreshToken } from './token-refresh';
import { useSession } from './use-session';

export type Balance = components['schemas']['Balance'];

/** Every cached balance answer (for a refresh from outside the poll). */
export const BALANCE_FILTER = contractPathFilter('/api/member/balance');

/** One balance call: the answer is written to the session; TK999, RG01 and RG02 end it (and say why). */
export async function fetchBalance(): Promise<Balance> {
  const usable = await ensureFreshToken();
  const token = session.get().token;
  if (!usable || token === null) throw responseFailed('signed out before the balance call');
  try {
    const balance = dataOf((await api.POST('/api/member/balance', { body: {} })).data);
    if (session.get().token === token) {
      session.setMoney(balance.balance, balance.pointAmt);
      // the game window's watcher reads whether the member is still in a game
      noteIsPlayGame(balance.isPlayGame);
    }
    return balance;
  } catch (error) {
    if (session.get().token !== token) throw error;
    const exclusion = exclusionOf(error);
    if (isApiError(error) && error.code === 'TK999') {
      closeGameWindow();
      session.signOut('duplicate');
    } else if (exclusion) {
      closeGameWindow();
      session.signOut('excluded', exclusion);
    } else session.balanceFailed();
    throw error;
  }
}

export const balanceQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: contractKey('/api/member/balance', {}),
    queryFn: fetchBalance,
    enabled,
    refetchInterval: enabled ? BALANCE_POLL_MS : false,
    staleTime: 0,
    // The next poll is the retry.
    retry: false,
  });

/** The poll itself: mounted once, by SessionRuntime. Components show money with useMoney() (./money). */
export function useBalancePoll(): void {
  const member = useSession((s) => s.status === 'member');
  useQuery(balanceQuery(member));
}
