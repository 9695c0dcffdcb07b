// What start-up installs for the member's calls, without their code: the session's middleware
// (wait for a token refresh under way, a 401's sign-out, the resend with a token another tab
// refreshed: ./app-middleware.ts) and the restore of a session from its cookie (./restore.ts) load
// with the first call that carries a member's token, or with the restore. All three middleware act
// only on such calls; a guest's calls carry no token, so a guest's start never downloads them.
import type { Middleware } from 'openapi-fetch';

type SessionMiddleware = typeof import('./app-middleware');
type Which = 'waitForRefresh' | 'unauthorized' | 'resend';

const TOKEN_HEADER = 'X-Session-Token';
let loading: Promise<SessionMiddleware> | null = null;
let loaded: SessionMiddleware | null = null;

function load(): Promise<SessionMiddleware> {
  loading ??= import('./app-middleware').then((m) => (loaded = m));
  loading.catch(() => (loading = null)); // the next member call tries again
  return loading;
}

/** One of the session's middleware, in its place in the chain: loaded by a request with a token. */
function tokenCalls(which: Which): Middleware {
  return {
    // once loaded, called at once: a member call must not fall behind the calls made after it
    // (member info leaves first at start)
    onRequest(params) {
      if (!params.request.headers.has(TOKEN_HEADER)) return undefined;
      if (loaded) return loaded[which].onRequest?.(params);
      return load().then((m) => m[which].onRequest?.(params));
    },
    // a call with a token loaded the code in its onRequest; before any such call there is nothing to do
    onResponse: (params) => loaded?.[which].onResponse?.(params),
    onError: (params) => loaded?.[which].onError?.(params),
  };
}

/** The session's middleware for `api.use`, in their order (the resend last, next to the network). */
export const sessionMiddleware = (): Middleware[] => [tokenCalls('waitForRefresh'), tokenCalls('unauthorized'), tokenCalls('resend')];

/** Loads the member when a token exists (./restore.ts, loaded on first use); a no-op for guests. */
export const restoreSession = (): Promise<void> => import('./restore').then((m) => m.restoreSession());

/**
 * The restore and the middleware its call goes through, loaded: at start with a token cookie, member
 * info must be the first call to leave (docs/rules.md#calls), not wait for code while the others go.
 */
export async function memberCallsReady(): Promise<() => Promise<void>> {
  const [restore] = await Promise.all([import('./restore'), load()]);
  return restore.restoreSession;
}
