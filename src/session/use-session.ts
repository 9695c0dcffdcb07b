import { useSyncExternalStore } from 'react';
import { session, type SessionState } from './session-store';

/** Reads the session; re-renders when the selected value changes. */
export function useSession<T>(select: (state: SessionState) => T): T {
  return useSyncExternalStore(
    session.subscribe,
    () => select(session.get()),
    () => select(session.get()),
  );
}
