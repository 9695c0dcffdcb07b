// After the game window closes (the watcher, docs/rules.md#states), the money-merge notice: the member's game
// money comes back to cash (docs/rules.md#routes "money-merge notice", global, after the game window).
import { useEffect } from 'react';
import { onGameWindowClosed } from './game-window';
import { moneyMerge } from './money-merge';

export function useMergeAfterGame(): void {
  useEffect(() => onGameWindowClosed(() => moneyMerge.open('watcher')), []);
}
