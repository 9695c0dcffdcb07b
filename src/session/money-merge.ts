// The money-merge notice's request (docs/rules.md#routes modals, docs/rules.md#states): one global notice, asked for by the game
// watcher when the game window closes (the server's merge, /api/member/changeMemCashFlag, runs at
// once), by the withdrawal screens' game-money panel (/api/cash/outGameMoney, after the member
// confirms) and by the header's game money (/api/cash/outGameMoney at once: the member asked). The shell mounts the notice (src/app/modals/MoneyMergeNotice.tsx); this holds only what
// was asked. Any sign-out withdraws it.
import { createStore, useStore } from '../lib/store';
import { session } from './session-store';

/**
 * Who asked: the game watcher (merge at once), the withdrawal panel (ask first) or the header's game
 * money (the member's own one step: merge at once, src/app/chrome/GameMoneyRecall.tsx).
 */
export type MergeVia = 'watcher' | 'withdrawal' | 'header';

export interface MergeRequest {
  readonly via: MergeVia;
  /** Each request its own: a new one starts the notice again. */
  readonly seq: number;
}

const requested = createStore<MergeRequest | null>(null);
let seq = 0;

session.onSignedOut(() => requested.set(null));

export const moneyMerge = {
  /** Opens the notice (replacing any shown); only for a signed-in member. */
  open(via: MergeVia): void {
    if (session.get().status !== 'member') return;
    seq += 1;
    requested.set({ via, seq });
  },
  /** Closes the notice (its own close button, or the complete state's 1.8 s). */
  close(): void {
    requested.set(null);
  },
  get: (): MergeRequest | null => requested.get(),
};

/** The notice asked for now, or null. */
export const useMergeRequest = (): MergeRequest | null => useStore(requested);
