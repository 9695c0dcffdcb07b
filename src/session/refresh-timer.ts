// Wakes the refresher when the token enters its last 5 minutes, and again when the page becomes
// visible (background tabs and sleeping laptops fire timers late, or not at all).
import { TOKEN_REFRESH_THRESHOLD_MS } from '../config/constants';
import type { SessionStore } from './session-store';
import { MIN_REFRESH_GAP_MS, type TokenRefresher } from './token-refresh';

/** setTimeout's largest delay; a longer one would fire at once. */
const MAX_DELAY_MS = 2_147_483_647;

export interface RefreshTimerDeps {
  readonly store: Pick<SessionStore, 'get' | 'subscribe'>;
  readonly refresher: Pick<TokenRefresher, 'refresh'>;
  readonly now: () => number;
  /** The document whose visibility wakes the check; none in tests that do not need it. */
  readonly doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/** Starts watching; returns the stop function. */
export function startRefreshTimer({ store, refresher, now, doc }: RefreshTimerDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledFor: number | null = null;

  const check = () => {
    void refresher.refresh().then(() => schedule(true));
  };

  function schedule(afterCheck = false) {
    const { token, tokenExpiresAt } = store.get();
    const at = token !== null && tokenExpiresAt !== null ? tokenExpiresAt - TOKEN_REFRESH_THRESHOLD_MS : null;
    if (!afterCheck && at === scheduledFor) return;
    clearTimeout(timer);
    timer = undefined;
    scheduledFor = at;
    if (at === null) return;
    // Already due but just checked (the refresher spaces unforced refreshes): look again after the gap.
    const delay = at <= now() && afterCheck ? MIN_REFRESH_GAP_MS : Math.max(0, at - now());
    timer = setTimeout(check, Math.min(delay, MAX_DELAY_MS));
  }

  const onVisible = () => {
    if (doc?.visibilityState === 'visible') check();
  };

  const unsubscribe = store.subscribe(() => schedule());
  doc?.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    unsubscribe();
    doc?.removeEventListener('visibilitychange', onVisible);
    clearTimeout(timer);
  };
}
