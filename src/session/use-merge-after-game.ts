// After the game window closes (the watcher, SPEC §4), the money-merge notice: the member's game
// money comes back to cash (SPEC §2 "money-merge notice", global, after the game window).
import { useEffect } from 'react';
import { onGameWindowClosed } from './game-window';
import { moneyMerge } from './money-merge';

export function useMergeAfterGame(): void {
  useEffect(() => onGameWindowClosed(() => moneyMerge.open('watcher')), []);
}
