// The member's game money (money still in a game's wallet: docs/rules.md#states, money merge) kept
// fresh in the session, so the header shows it and offers it back (src/app/chrome/GameMoneyRecall.tsx):
// /api/cash/getUserCash read at sign-in and again whenever the cash moves (a launch takes the cash
// into the game; a merge, or the server's own return of a game left open, brings it back). The
// balance poll answers cash alone; the member read at sign-in dates from then.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { contractQuery } from '@/api/contract';
import { session } from '@/session/session-store';
import { useSession } from '@/session/use-session';

/** Mounted once by SessionRuntime. */
export function useGameMoneySync(): void {
  const signedIn = useSession((s) => s.status === 'member');
  const cash = useSession((s) => s.member?.cashAmt);
  const { data, dataUpdatedAt, refetch } = useQuery({ ...contractQuery('/api/cash/getUserCash', {}, { staleTime: 0 }), enabled: signedIn });
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = seen.current;
    seen.current = cash;
    // the first figure is the sign-in's (the query reads it then); each move after it reads again
    if (signedIn && before !== undefined && cash !== undefined && cash !== before) void refetch();
  }, [signedIn, cash, refetch]);
  useEffect(() => {
    // the game money only: the cash shown is the balance poll's, the newer read of it
    if (data && session.get().status === 'member') session.setGameMoney(data.gameMoney ?? 0);
  }, [data, dataUpdatedAt]);
}
