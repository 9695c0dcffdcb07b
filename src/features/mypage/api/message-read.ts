import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contractQuery, refreshChangedBy } from '@/api/contract';
import { useUnreadSync } from '../messages/use-unread-sync';

/**
 * Reads one message, which marks it read on the server: the header's unread count takes the
 * answer's figure at once, and what the contract says the read changes (x-invalidates: the message box,
 * whose row is no longer unread) is read again.
 */
export function useMessageRead(msgIdx: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...contractQuery('/api/board/msgRead', { msgIdx: msgIdx ?? 0 }), enabled: msgIdx !== null });
  useUnreadSync(query.data?.unreadCount, query.dataUpdatedAt);
  useEffect(() => {
    if (query.dataUpdatedAt > 0) void refreshChangedBy(queryClient, '/api/board/msgRead');
  }, [query.dataUpdatedAt, queryClient]);
  return query;
}
