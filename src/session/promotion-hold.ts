// No promotion (banners, popups, bonus offers) for a member in a time-out or self-exclusion, nor on
// the guest page of a browser that learned of one (it set it, or was signed out by it): the end of
// the exclusion is kept in this browser's storage and every tab hides its promotions until then
// (docs/rules.md#safer-gambling).
import { useSyncExternalStore } from 'react';

export const PROMOTION_HOLD_KEY = 'winner_promotions_held_until';

const listeners = new Set<() => void>();
const tell = () => {
  for (const l of listeners) l();
};

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** Epoch ms until which promotions are held in this browser (0: none). */
export function promotionsHeldUntil(): number {
  const raw = storage()?.getItem(PROMOTION_HOLD_KEY);
  const until = raw ? Number(raw) : 0;
  return Number.isFinite(until) ? until : 0;
}

/** Holds promotions until the exclusion's end (epoch ms); a later end wins. */
export function holdPromotions(end: number): void {
  if (end <= promotionsHeldUntil()) return;
  storage()?.setItem(PROMOTION_HOLD_KEY, String(end));
  tell();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab of this browser set it
  const onStorage = (event: StorageEvent) => {
    if (event.key === PROMOTION_HOLD_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** True while promotions are held here (read again when the hold changes or the page renders). */
export function usePromotionsHeld(now: () => number = Date.now): boolean {
  const read = () => promotionsHeldUntil() > now();
  return useSyncExternalStore(subscribe, read, read);
}
