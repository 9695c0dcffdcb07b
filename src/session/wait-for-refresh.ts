// A member call that leaves while the token is being refreshed waits for the refresh and goes out
// with the new token: sent with the old one, it would be refused (401) once the server has rotated
// it. The refresh call itself never waits.
import type { Middleware } from 'openapi-fetch';
import { session, type SessionStore } from './session-store';
import { tokenRefresher, type TokenRefresher } from './token-refresh';

export const REFRESH_PATH = '/api/member/refreshToken';
const TOKEN_HEADER = 'X-Session-Token';

export interface WaitForRefreshDeps {
  readonly store: Pick<SessionStore, 'get'>;
  readonly refresher: Pick<TokenRefresher, 'pending' | 'settled'>;
}

export function waitForRefreshMiddleware(deps: WaitForRefreshDeps): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      if (schemaPath === REFRESH_PATH || !request.headers.has(TOKEN_HEADER) || !deps.refresher.pending()) return undefined;
      await deps.refresher.settled();
      const { token } = deps.store.get();
      if (token) request.headers.set(TOKEN_HEADER, token);
      else request.headers.delete(TOKEN_HEADER);
      return request;
    },
  };
}

export const appWaitForRefreshMiddleware = (): Middleware => waitForRefreshMiddleware({ store: session, refresher: tokenRefresher });
