// The balance poll (docs/rules.md#states, docs/rules.md#calls): every 5 s while logged in, one query key however many components
// show the money (they read it from the session; only SessionRuntime polls). TK999 (logged in
// elsewhere) closes the game popup and ends the session as 'duplicate'.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractKey, contractPathFilter } from '../api/contract';
import { isApiError, responseFailed } from '../api/errors';
import type { components } from '../api/generated/schema';
import { api } from '../api/instance';
import { dataOf } from '../api/result';
import { BALANCE_POLL_MS, BALANCE_STALE_AFTER_FAILURES } from '../config/constants';
import { closeGameWindow, noteIsPlayGame } from './game-window';
import { session } from './session-store';
import { ensureFreshToken } from './token-refresh';
import { useSession } from './use-session';

export type Balance = components['schemas']['Balance'];

/** Every cached balance answer (for a refresh from outside the poll). */
export const BALANCE_FILTER = contractPathFilter('/api/member/balance');

/** One balance call: the answer is written to the session; TK999 ends it. */
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
    if (isApiError(error) && error.code === 'TK999') {
      closeGameWindow();
      session.signOut('duplicate');
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

/** The poll itself: mounted once, by SessionRuntime. Components show money with useMoney(). */
export function useBalancePoll(): void {
  const member = useSession((s) => s.status === 'member');
  useQuery(balanceQuery(member));
}

/** True while the balance shown may be out of date (its calls keep failing); false again on the next fresh figure. */
export function useBalanceStale(): boolean {
  return useSession((s) => s.balanceFailures >= BALANCE_STALE_AFTER_FAILURES);
}

/** Game money of the signed-in member (money still in the game vendors' wallets; null for guests). */
export function useGameMoney(): number | null {
  return useSession((s) => (s.member ? (s.member.gameMoney ?? 0) : null));
}

/** Cash and points of the signed-in member (null for guests), as the poll and push last set them. */
export function useMoney(): { cash: number; points: number } | null {
  const cash = useSession((s) => s.member?.cashAmt ?? null);
  const points = useSession((s) => s.member?.pointAmt ?? 0);
  return cash === null ? null : { cash, points };
}
