import { useEffect } from 'react';
import { session } from '@/session/session-store';

/**
 * The header's unread count follows the server's figure in a fresh answer (the list's, the read's):
 * `at` is the answer's time (dataUpdatedAt), so a cached answer shown again does not set it back.
 */
export function useUnreadSync(unreadCount: number | undefined, at: number): void {
  useEffect(() => {
    if (unreadCount !== undefined && at > 0) session.setUnread(unreadCount);
  }, [unreadCount, at]);
}
