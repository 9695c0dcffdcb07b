// At start with a token cookie (docs/rules.md#states, docs/rules.md#calls): load the member; any failure ends the session
// ('memberInfoFailed', the app goes to the root). The token's expiry is unknown after a reload (the
// cookie does not carry it), so a forced refresh follows: it renews the token and tells its expiry.
import { api } from '../api/instance';
import { dataOf } from '../api/result';
import { session } from './session-store';
import { tokenRefresher } from './token-refresh';

let restoring: { token: string; done: Promise<void> } | null = null;

/**
 * Marks the restore's own member read for the client's wait-for-refresh middleware, which lets it
 * go at once (the restore waits for it) and takes the mark off before it leaves. Any other member
 * read waits for the restore and the refresh it starts, like every member call.
 */
export const RESTORE_CALL_HEADER = 'X-Winner-Restore';

async function restore(token: string, expiryKnown: boolean): Promise<void> {
  try {
    const data = dataOf((await api.POST('/api/member/info', { body: {}, headers: { [RESTORE_CALL_HEADER]: '1' } })).data);
    if (session.get().token !== token) return;
    session.setMember(data.member, data.msgInfo.newMsg);
  } catch {
    if (session.get().token === token) session.signOut('memberInfoFailed');
    return;
  }
  if (!expiryKnown) void tokenRefresher.refresh({ force: true });
}

/**
 * Loads the member when a token exists; a no-op for guests. Concurrent calls for one token share one
 * load. After a login (expiry known) it only reloads the member data.
 */
export function restoreSession(): Promise<void> {
  const { token, status } = session.get();
  if (token === null || status === 'guest') return Promise.resolve();
  if (restoring?.token === token) return restoring.done;
  // 'restoring': the token came from the cookie at start; 'member': signed in here, expiry known.
  const done = restore(token, status === 'member').finally(() => {
    if (restoring?.done === done) restoring = null;
  });
  restoring = { token, done };
  return done;
}

/** Resolves when the session leaves 'restoring' (restored, or signed out). */
const leftRestoring = (): Promise<void> =>
  new Promise((resolve) => {
    const off = session.subscribe(() => {
      if (session.get().status === 'restoring') return;
      off();
      resolve();
    });
  });

/**
 * The restore under way, or about to start (a token from the cookie, not yet restored): a member
 * call waits for it (see wait-for-refresh.ts); null when the session is not being restored.
 */
export const restoreInProgress = (): Promise<void> | null =>
  restoring?.done ?? (session.get().status === 'restoring' ? leftRestoring() : null);
