// Keeps the push socket in step with the session: open while a member is signed in, on the topic
// of the current token (a refreshed token reconnects), closed after logout.
import { useEffect } from 'react';
import { useSession } from '../session/use-session';
import { pushClient } from './push-connection';

export function usePushConnection(): void {
  const token = useSession((s) => (s.status === 'member' ? s.token : null));
  useEffect(() => {
    if (token === null) {
      void pushClient.disconnect();
      return;
    }
    void pushClient.connect(token);
  }, [token]);
  useEffect(() => () => void pushClient.disconnect(), []);
}
