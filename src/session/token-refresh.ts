// Token refresh (docs/rules.md#states): when the token is within 5 minutes of expiry, or when forced. One refresh
// at a time however many callers need it (single-flight), and one at a time across the tabs of the
// browser (tab-lock.ts). A failure of the call itself (no connection, time-out, server error) is
// tried again twice with the same token: the server answers a repeated refresh of a token it has just
// replaced with the same new token (docs/rules.md#sessions), so a lost answer costs nothing. When the
// tries run out on such a failure the session is kept (the token may still be good; a call it is
// refused on ends the session). A refresh that fails because another tab of this browser has already
// replaced the token adopts that tab's token (it is in the shared cookie); a definite refusal (an
// error code, HTTP 401) ends the session.
import { isApiError, RESPONSE_FAILED } from '../api/errors';
import type { components } from '../api/generated/schema';
import { api } from '../api/instance';
import { dataOf } from '../api/result';
import { COOKIES, TOKEN_REFRESH_THRESHOLD_MS } from '../config/constants';
import { readCookie } from '../lib/cookies';
import { session, type SessionState, type SessionStore } from './session-store';
import { refreshLockFree, withRefreshLock } from './tab-lock';

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

/** The waits before the second and the third try of a refresh whose call itself failed. */
export const REFRESH_RETRY_MS = [1_000, 3_000] as const;

export interface TokenRefresherDeps {
  readonly store: Pick<SessionStore, 'get' | 'setToken' | 'signOut' | 'adoptToken'>;
  readonly call: (force: boolean) => Promise<TokenData>;
  readonly now: () => number;
  /** The token in the cookie all tabs share (another tab may have replaced it). */
  readonly sharedToken?: () => string | undefined;
  readonly wait?: (ms: number) => Promise<void>;
  /** Runs a refresh holding the lock every tab of this browser refreshes under (tab-lock.ts). */
  readonly lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Resolves when no other tab holds that lock. */
  readonly othersSettled?: () => Promise<void>;
}

/** A failure of the call itself, worth another try: no connection, no answer in time, a server error. */
export function isTransientFailure(error: unknown): boolean {
  if (!isApiError(error) || error.code !== RESPONSE_FAILED) return false;
  return error.failure === 'network' || error.failure === 'timeout' || (error.failure === 'http' && (error.status ?? 0) >= 500);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True when the session holds a token that expires within the threshold (or has expired). */
export function needsRefresh(state: SessionState, now: number): boolean {
  return state.token !== null && state.tokenExpiresAt !== null && state.tokenExpiresAt - now <= TOKEN_REFRESH_THRESHOLD_MS;
}

const alone = <T>(task: () => Promise<T>): Promise<T> => task();

export function createTokenRefresher({
  store,
  call,
  now,
  sharedToken = () => undefined,
  wait = sleep,
  lock = alone,
  othersSettled = () => Promise.resolve(),
}: TokenRefresherDeps) {
  let inFlight: Promise<boolean> | null = null;
  let lastRefreshAt = Number.NEGATIVE_INFINITY;

  const run = async (token: string, force: boolean): Promise<boolean> => {
    // Another tab refreshed while this one waited for the lock: the new token is in the shared
    // cookie (or already here, told by tab sync). Refreshing with the replaced one would be refused.
    const current = store.get().token;
    if (current !== token) return current !== null;
    const replaced = sharedToken();
    if (replaced && replaced !== token) {
      store.adoptToken(replaced, null);
      return true;
    }
    lastRefreshAt = now();
    for (let attempt = 0; ; attempt++) {
      try {
        const data = await call(force);
        // Signed out or signed in again meanwhile: this answer belongs to a session that is gone.
        if (store.get().token !== token) return false;
        store.setToken(data.token, data.tokenExpiresAt);
        return true;
      } catch (error) {
        if (store.get().token !== token) return false;
        const shared = sharedToken();
        if (shared && shared !== token) {
          store.adoptToken(shared, null);
          return true;
        }
        if (!isTransientFailure(error)) {
          store.signOut('refreshFailed');
          return false;
        }
        // no answer after the last try: keep the token (docs/rules.md#sessions); the next refresh tries again
        const delay = REFRESH_RETRY_MS[attempt];
        if (delay === undefined) return true;
        await wait(delay);
        if (store.get().token !== token) return false;
      }
    }
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
      const token = state.token;
      inFlight = lock(() => run(token, force)).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    /** A refresh is under way. */
    pending: (): boolean => inFlight !== null,
    /** Resolves when no refresh is under way, in this tab or another (at once when none is). */
    settled: async (): Promise<void> => {
      await inFlight;
      await othersSettled();
    },
  };
}

export type TokenRefresher = ReturnType<typeof createTokenRefresher>;

const refreshCall = async (force: boolean): Promise<TokenData> =>
  dataOf((await api.POST('/api/member/refreshToken', { body: force ? { force } : {} })).data);

/** The app's one refresher. */
export const tokenRefresher: TokenRefresher = createTokenRefresher({
  store: session,
  call: refreshCall,
  now: () => Date.now(),
  sharedToken: () => readCookie(COOKIES.token),
  lock: withRefreshLock,
  othersSettled: refreshLockFree,
});

/** Call before a member call that must not go out with an expiring token. */
export const ensureFreshToken = (): Promise<boolean> => tokenRefresher.refresh();
