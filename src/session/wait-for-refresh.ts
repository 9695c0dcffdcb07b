// A member call that leaves while the token is being refreshed waits for the refresh and goes out
// with the new token: sent with the old one, it would be refused (401) once the server has rotated
// it. The refresh call itself never waits. A call that left just before the refresh started and was
// refused for it is sent once more with the new token (the client's resend middleware), so a fresh
// page load never shows a refused read.
import type { Middleware } from 'openapi-fetch';
import { OPERATIONS } from '../api/generated/operations';
import { resendMiddleware } from '../api/middleware/resend';
import { COOKIES } from '../config/constants';
import { readCookie } from '../lib/cookies';
import { RESTORE_CALL_HEADER, restoreInProgress } from './restore';
import { session, type SessionStore } from './session-store';
import { tokenRefresher, type TokenRefresher } from './token-refresh';

export const REFRESH_PATH = '/api/member/refreshToken';
const TOKEN_HEADER = 'X-Session-Token';
/** The calls the server checks the member's token on (the contract's member and partner operations). */
const MEMBER_PATHS: ReadonlySet<string> = new Set(Object.values(OPERATIONS).flatMap((o) => (o.access === 'guest' ? [] : [o.path])));

export interface WaitForRefreshDeps {
  readonly store: Pick<SessionStore, 'get'>;
  readonly refresher: Pick<TokenRefresher, 'pending' | 'settled'>;
  /** The start's restore under way (member info, then the forced refresh it starts), or null. */
  readonly restoring?: () => Promise<void> | null;
}

export function waitForRefreshMiddleware(deps: WaitForRefreshDeps): Middleware {
  const restoring = deps.restoring ?? (() => null);
  return {
    async onRequest({ request, schemaPath }) {
      // the restore's own member read goes at once (the restore waits for it), without its mark; any
      // other member read waits like every member call (sent with the token a refresh is replacing,
      // it would be refused)
      if (request.headers.has(RESTORE_CALL_HEADER)) {
        request.headers.delete(RESTORE_CALL_HEADER);
        return request;
      }
      if (schemaPath === REFRESH_PATH || !request.headers.has(TOKEN_HEADER)) return undefined;
      if (!MEMBER_PATHS.has(schemaPath)) return undefined;
      if (!deps.refresher.pending() && !restoring()) {
        // stamped before a refresh that ended while the call was being built (the envelope's
        // encryption yields): it goes with the token that replaced it, not to a sure 401 (seen in CI)
        const { token } = deps.store.get();
        if (token === null || request.headers.get(TOKEN_HEADER) === token) return undefined;
        request.headers.set(TOKEN_HEADER, token);
        return request;
      }
      // At start the member is restored and the token refreshed at once (its expiry is unknown after
      // a reload): a member call waits for both, so it never leaves with the token being replaced.
      for (let wait = restoring() ?? (deps.refresher.pending() ? deps.refresher.settled() : null); wait;) {
        await wait;
        wait = restoring() ?? (deps.refresher.pending() ? deps.refresher.settled() : null);
      }
      const { token } = deps.store.get();
      if (token) request.headers.set(TOKEN_HEADER, token);
      else request.headers.delete(TOKEN_HEADER);
      return request;
    },
  };
}

export const appWaitForRefreshMiddleware = (): Middleware =>
  waitForRefreshMiddleware({ store: session, refresher: tokenRefresher, restoring: restoreInProgress });

export interface ReplacedTokenDeps {
  readonly store: Pick<SessionStore, 'get'>;
  readonly refresher: Pick<TokenRefresher, 'settled'>;
  /** The token in the shared cookie (another tab may have refreshed it). */
  readonly sharedToken: () => string | undefined;
}

/** For a call refused with `refused`: the token that replaced it (after any refresh under way), or null when none did. */
export async function replacingToken(refused: string, deps: ReplacedTokenDeps): Promise<string | null> {
  await deps.refresher.settled();
  const { token } = deps.store.get();
  if (token === null) return null;
  if (token !== refused) return token;
  const shared = deps.sharedToken();
  return shared && shared !== refused ? shared : null;
}

export const appResendMiddleware = (): Middleware =>
  resendMiddleware({
    // a refused refresh is the refresher's to handle (it takes another tab's token or signs out);
    // waiting here for the refresh to settle would wait for itself
    except: new Set([REFRESH_PATH]),
    tokenFor: (refused) =>
      replacingToken(refused, { store: session, refresher: tokenRefresher, sharedToken: () => readCookie(COOKIES.token) }),
  });
