// Several tabs of one browser share the token cookie, so they share the session: each tab tells
// the others (BroadcastChannel) when its token changes (a refresh, a login) and when its session
// ends (logout, push, TK999, a failed refresh). A tab told of a new token takes it; a guest tab
// told of a login loads the member; a tab told of a sign-out signs out too, quietly ('otherTab'),
// except for maintenance, which sends every tab to /warning.
import { session, type SessionStore, type SignOutReason } from './session-store';

export const SESSION_CHANNEL = 'winner_session';

export type TabMessage = { type: 'token'; token: string; expiresAt: number | null } | { type: 'signedOut'; reason: SignOutReason };

export interface TabSyncDeps {
  readonly store: Pick<SessionStore, 'get' | 'subscribe' | 'onSignedOut' | 'signOut' | 'adoptToken'>;
  /** Loads the member after a guest tab took another tab's login. */
  readonly restore: () => Promise<void>;
  readonly channel?: Pick<BroadcastChannel, 'postMessage' | 'close'> & { onmessage: ((event: MessageEvent) => void) | null };
}

const isMessage = (value: unknown): value is TabMessage =>
  typeof value === 'object' && value !== null && 'type' in value && (value.type === 'token' || value.type === 'signedOut');

/** Starts telling and listening; returns the stop. Without BroadcastChannel it does nothing. */
export function startTabSync({ store, restore, channel = openChannel() }: TabSyncDeps): () => void {
  if (!channel) return () => undefined;
  // What this tab applies from another is not told back.
  let applying = false;
  let lastToken = store.get().token;

  const stopTokens = store.subscribe(() => {
    const { token, tokenExpiresAt } = store.get();
    if (token === lastToken) return;
    lastToken = token;
    if (!applying && token !== null) channel.postMessage({ type: 'token', token, expiresAt: tokenExpiresAt } satisfies TabMessage);
  });
  const stopSignOuts = store.onSignedOut((reason) => {
    if (!applying) channel.postMessage({ type: 'signedOut', reason } satisfies TabMessage);
  });

  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isMessage(message)) return;
    applying = true;
    try {
      if (message.type === 'token') {
        const wasGuest = store.get().status === 'guest';
        store.adoptToken(message.token, message.expiresAt);
        if (wasGuest) void restore();
      } else if (store.get().token !== null) {
        store.signOut(message.reason === 'inspect' ? 'inspect' : 'otherTab');
      }
    } finally {
      applying = false;
    }
  };

  return () => {
    stopTokens();
    stopSignOuts();
    channel.onmessage = null;
    channel.close();
  };
}

function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL);
}

/** The app's tab sync, on the app's session. */
export const startSessionTabSync = (restore: () => Promise<void>): (() => void) => startTabSync({ store: session, restore });
