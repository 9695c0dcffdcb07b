// Token refresh (SPEC §4): when the token is within 5 minutes of expiry, or when forced. One refresh
// at a time however many callers need it (single-flight); a failed refresh ends the session.
import type { components } from '../api/generated/schema';
import { api } from '../api/instance';
import { dataOf } from '../api/result';
import { TOKEN_REFRESH_THRESHOLD_MS } from '../config/constants';
import { session, type SessionState, type SessionStore } from './session-store';

type TokenData = components['schemas']['TokenData'];

/**
 * The shortest time between two refreshes that were not forced. A server whose clock is behind
 * ours (or answers an expiry already within the threshold) would otherwise be asked again at once.
 */
export const MIN_REFRESH_GAP_MS = 60_000;

export interface RefreshOptions {
  /** Refresh even when the token is not near expiry (e.g. at start, when its expiry is unknown). */
  readonly force?: boolean;
}

export interface TokenRefresherDeps {
  readonly store: Pick<SessionStore, 'get' | 'setToken' | 'signOut'>;
  readonly call: (force: boolean) => Promise<TokenData>;
  readonly now: () => number;
}

/** True when the session holds a token that expires within the threshold (or has expired). */
export function needsRefresh(state: SessionState, now: number): boolean {
  return state.token !== null && state.tokenExpiresAt !== null && state.tokenExpiresAt - now <= TOKEN_REFRESH_THRESHOLD_MS;
}

export function createTokenRefresher({ store, call, now }: TokenRefresherDeps) {
  let inFlight: Promise<boolean> | null = null;
  let lastRefreshAt = Number.NEGATIVE_INFINITY;

  const run = (token: string, force: boolean): Promise<boolean> => {
    lastRefreshAt = now();
    return call(force).then(
      (data) => {
        // Signed out or signed in again meanwhile: this answer belongs to a session that is gone.
        if (store.get().token !== token) return false;
        store.setToken(data.token, data.tokenExpiresAt);
        return true;
      },
      () => {
        if (store.get().token === token) store.signOut('refreshFailed');
        return false;
      },
    );
  };

  return {
    /**
     * Refreshes when needed (or forced). Every caller during a refresh shares it. Resolves true when
     * the session has a usable token afterwards.
     */
    refresh(options: RefreshOptions = {}): Promise<boolean> {
      if (inFlight) return inFlight;
      const state = store.get();
      if (state.token === null) return Promise.resolve(false);
      const force = options.force === true;
      const due = needsRefresh(state, now()) && now() - lastRefreshAt >= MIN_REFRESH_GAP_MS;
      if (!force && !due) return Promise.resolve(true);
      inFlight = run(state.token, force).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** A refresh is under way. */
    pending: (): boolean => inFlight !== null,
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;

const refreshCall = async (force: boolean): Promise<TokenData> =>
  dataOf((await api.POST('/api/member/refreshToken', { body: force ? { force } : {} })).data);

/** The app's one refresher. */
export const tokenRefresher: TokenRefresher = createTokenRefresher({ store: session, call: refreshCall, now: () => Date.now() });

/** Call before a member call that must not go out with an expiring token. */
export const ensureFreshToken = (): Promise<boolean> => tokenRefresher.refresh();
