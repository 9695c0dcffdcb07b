import { session, type SessionState } from '@/session/session-store';

/** The session once it is no longer restoring (member info loaded, or failed and signed out). */
export function sessionSettled(): Promise<SessionState> {
  return new Promise((resolve) => {
    if (session.get().status !== 'restoring') {
      resolve(session.get());
      return;
    }
    const stop = session.subscribe(() => {
      if (session.get().status === 'restoring') return;
      stop();
      resolve(session.get());
    });
  });
}
