// Runs the token refresh timer while mounted.
import { useEffect } from 'react';
import { startRefreshTimer } from './refresh-timer';
import { session } from './session-store';
import { tokenRefresher } from './token-refresh';

export function useRefreshTimer(): void {
  useEffect(() => startRefreshTimer({ store: session, refresher: tokenRefresher, now: () => Date.now(), doc: document }), []);
}
