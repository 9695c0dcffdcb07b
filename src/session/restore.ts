// At start with a token cookie (docs/rules.md#states, docs/rules.md#calls): load the member. A refusal
// ends the session ('memberInfoFailed', the app goes to the root); a failure of the call itself (no
// answer in time, no connection, a server error) is tried again twice first, as a refresh is. The
// token's expiry is unknown after a reload (the cookie does not carry it), so a forced refresh
// follows: it renews the token and tells its expiry.
import { api } from '../api/instance';
import { dataOf } from '../api/result';
import { exclusionOf } from './exclusion-refusal';
import { session } from './session-store';
import { isTransientFailure, REFRESH_RETRY_MS, tokenRefresher } from './token-refresh';

let restoring: { token: string; done: Promise<void> } | null = null;

/**
 * Marks the restore's own member read for the client's wait-for-refresh middleware, which lets it
 * go at once (the restore waits for it) and takes the mark off before it leaves. Any other member
 * read waits for the restore and the refresh it starts, like every member call.
 */
export const RESTORE_CALL_HEADER = 'X-Winner-Restore';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The member read's answer still belongs to this session: not signed out, not signed in afresh. A
 * token another tab's refresh put here meanwhile (tab sync) is the same session, still restoring.
 */
function stillRestoring(token: string): boolean {
  const now = session.get();
  return now.token !== null && (now.token === token || now.status === 'restoring');
}

async function restore(first: string, expiryKnown: boolean): Promise<void> {
  let token = first;
  for (let attempt = 0; ;) {
    try {
      const data = dataOf((await api.POST('/api/member/info', { body: {}, headers: { [RESTORE_CALL_HEADER]: '1' } })).data);
      if (!stillRestoring(token)) return;
      session.setMember(data.member, data.msgInfo.newMsg);
      break;
    } catch (error) {
      const now = session.get().token;
      if (now === null) return;
      if (now !== token) {
        // another tab's token arrived while the read was out: read again with it
        if (session.get().status !== 'restoring') return;
        token = now;
        continue;
      }
      // no answer, no connection, a server error: tried again twice (as a refresh is) before the
      // session ends; a refusal ends it at once
      const exclusion = exclusionOf(error);
      if (exclusion) {
        // a time-out or self-exclusion ended it while this browser was away: the guest page says so
        session.signOut('excluded', exclusion);
        return;
      }
      const delay = REFRESH_RETRY_MS[attempt++];
      if (delay === undefined || !isTransientFailure(error)) {
        session.signOut('memberInfoFailed');
        return;
      }
      await sleep(delay);
      if (session.get().token !== token) return;
    }
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
