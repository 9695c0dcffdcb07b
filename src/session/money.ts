// The member's money as the session holds it (the balance poll and push set it: ./balance). Reading
// it needs no API code, so the chrome shows it without loading the poll.
import { BALANCE_STALE_AFTER_FAILURES } from '../config/constants';
import { useSession } from './use-session';

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
