// When the member closes the game popup, reload the balance at once (docs/rules.md#states: the watcher).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BALANCE_FILTER } from './balance';
import { onGameWindowClosed } from './game-window';

export function useGameWindowBalance(): void {
  const queryClient = useQueryClient();
  useEffect(() => onGameWindowClosed(() => void queryClient.refetchQueries({ ...BALANCE_FILTER, type: 'active' })), [queryClient]);
}
