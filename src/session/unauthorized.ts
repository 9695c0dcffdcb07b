// A member call refused with HTTP 401 is treated like a failed refresh: the token is no longer
// good. Unless it is no longer this tab's token: a refresh here or in another tab replaced it while
// the call was on its way (the refused token is then not the one in the shared cookie), and the
// next call goes out with the new one.
import type { Middleware } from 'openapi-fetch';
import { COOKIES } from '../config/constants';
import { readCookie } from '../lib/cookies';
import { session, type SessionStore } from './session-store';
import { tokenRefresher, type TokenRefresher } from './token-refresh';

export interface UnauthorizedDeps {
  readonly store: Pick<SessionStore, 'get' | 'signOut' | 'adoptToken'>;
  readonly refresher: Pick<TokenRefresher, 'settled'>;
  readonly sharedToken: () => string | undefined;
}

/** What a 401 for `refused` means for the session. */
export async function handleUnauthorized(refused: string, deps: UnauthorizedDeps): Promise<void> {
  await deps.refresher.settled();
  const { token } = deps.store.get();
  if (token === null) return;
  const shared = deps.sharedToken();
  if (shared && shared !== refused) {
    if (shared !== token) deps.store.adoptToken(shared, null);
    return;
  }
  if (token === refused) deps.store.signOut('unauthorized');
}

/** The client middleware that notices 401 answers to calls made with a member token. */
export function unauthorizedMiddleware(deps: UnauthorizedDeps): Middleware {
  return {
    onResponse({ request, response }) {
      const refused = request.headers.get('X-Session-Token');
      if (response.status === 401 && refused) void handleUnauthorized(refused, deps);
      return undefined;
    },
  };
}

export const appUnauthorizedMiddleware = (): Middleware =>
  unauthorizedMiddleware({ store: session, refresher: tokenRefresher, sharedToken: () => readCookie(COOKIES.token) });
