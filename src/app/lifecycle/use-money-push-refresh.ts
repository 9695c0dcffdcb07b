// A CASH push (docs/rules.md#states) says the member's money moved on the server: an operator approved
// or rejected a deposit or withdrawal, or adjusted cash or points. The header takes the figures from
// the push itself; every list and read those moves change is read again here, so an open history
// shows the request approved without a reload. Which reads: what the contract says the member's own
// deposit, withdrawal and point conversion change (their x-invalidates), the same requests moving.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { refreshChangedBy } from '@/api/contract';
import { pushEvents } from '@/push/push-events';

/** The operations whose outcome a CASH push reports (an operator's move of the same requests and balances). */
const MOVED_BY_CASH_PUSH = ['/api/cash/in', '/api/cash/out', '/api/point/change'] as const;

/** Marks stale (and reads again, when shown) every read a CASH push changes. */
export const refreshAfterCashPush = (queryClient: QueryClient) =>
  Promise.all(MOVED_BY_CASH_PUSH.map((path) => refreshChangedBy(queryClient, path)));

/** Mounted once by SessionRuntime. */
export function useMoneyPushRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => pushEvents.onMoney(() => void refreshAfterCashPush(queryClient)), [queryClient]);
}
