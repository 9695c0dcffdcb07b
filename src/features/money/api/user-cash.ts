// The withdrawal screens' game money: the member's cash, points and game money as the server has
// them now (/api/cash/getUserCash, read when the panel shows; the session's game money otherwise
// dates from the member read at sign-in). Bringing it back to cash is the global money-merge notice
// (src/session/money-merge.ts: /api/cash/outGameMoney from here, /api/member/changeMemCashFlag from
// the game watcher), which reads this again after a merge.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contractQuery } from '@/api/contract';
import { session } from '@/session/session-store';

export const userCashQuery = () => contractQuery('/api/cash/getUserCash', {}, { staleTime: 0 });

/** Reads the member's cash, points and game money and writes them to the session (the header and the panel follow). */
export function useUserCash(): void {
  const { data, dataUpdatedAt } = useQuery(userCashQuery());
  useEffect(() => {
    if (!data) return;
    session.setMoney(data.cashAmt, data.pointAmt);
    session.setMerged(data.cashAmt, data.gameMoney ?? 0);
  }, [data, dataUpdatedAt]);
}
