// One token refresh at a time across the tabs of this browser. The tabs share the token cookie; two
// tabs refreshing at once would each rotate the token, and the slower one, refused for a token the
// faster one replaced, would end the session. A refresh runs holding the browser's Web Lock; the
// next tab, once it gets the lock, finds the token already replaced in the cookie and takes it.
// Where Web Locks are missing (an old browser, a page not served securely) each tab runs alone.

const LOCK_NAME = 'winner_token_refresh';

type Locks = { request<T>(name: string, callback: () => Promise<T> | T): Promise<T> };

const locks = (): Locks | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as unknown as Locks) : undefined;

/** Runs `task` holding the refresh lock of every tab of this browser. */
export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const l = locks();
  return l ? l.request(LOCK_NAME, task) : task();
}

/** Resolves when no tab of this browser is refreshing the token (at once without Web Locks). */
export function refreshLockFree(): Promise<void> {
  const l = locks();
  return l ? l.request(LOCK_NAME, () => undefined) : Promise.resolve();
}
