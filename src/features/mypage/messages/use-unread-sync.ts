import { useEffect } from 'react';
import { session } from '@/session/session-store';

let appliedAt = 0;

/**
 * Sets the header's unread count from an answer received at `at` (epoch ms), unless a newer answer
 * already set it: a cached list shown again (its figure from before a read) never sets it back.
 */
export function applyUnread(count: number, at: number = Date.now()): void {
  if (at < appliedAt) return;
  appliedAt = at;
  session.setUnread(count);
}

/** The header's unread count follows the figure in a query's answer (the list's, the read's). */
export function useUnreadSync(unreadCount: number | undefined, at: number): void {
  useEffect(() => {
    if (unreadCount !== undefined && at > 0) applyUnread(unreadCount, at);
  }, [unreadCount, at]);
}
