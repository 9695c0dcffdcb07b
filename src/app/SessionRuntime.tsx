// The live session, mounted once inside the QueryClientProvider: token refresh timer, the 5-second
// balance poll, the push socket (and the reads a CASH push makes stale), the game-window watcher's balance reload and money merge, the game money (the header's), the game-down state
// (listening from the start, so a LOCK_BET_YN push before any game screen loads is kept), and the
// clean-up after every sign-out. It renders nothing.
import { listenForGameDown } from '@/domain/games/game-down';
import { usePushConnection } from '../push/use-push-connection';
import { useGameMoneySync } from './lifecycle/use-game-money';
import { useMoneyPushRefresh } from './lifecycle/use-money-push-refresh';
import { useBalancePoll } from '@/session/balance';
import { useGameWindowBalance } from '@/session/use-game-window-balance';
import { useMergeAfterGame } from '@/session/use-merge-after-game';
import { useRefreshTimer } from '@/session/use-refresh-timer';
import { useSignOutCleanup } from '@/session/use-sign-out-cleanup';

listenForGameDown();

export function SessionRuntime(): null {
  useSignOutCleanup();
  useRefreshTimer();
  useBalancePoll();
  useGameWindowBalance();
  useMergeAfterGame();
  usePushConnection();
  useMoneyPushRefresh();
  useGameMoneySync();
  return null;
}
