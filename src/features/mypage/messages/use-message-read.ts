import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contractPathFilter, contractQuery } from '@/api/contract';
import { useUnreadSync } from './use-unread-sync';

/**
 * Reads one message, which marks it read on the server: the header's unread count takes the
 * answer's figure at once, and the message box is read again (its row is no longer unread).
 */
export function useMessageRead(msgIdx: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...contractQuery('/api/board/msgRead', { msgIdx: msgIdx ?? 0 }), enabled: msgIdx !== null });
  useUnreadSync(query.data?.unreadCount, query.dataUpdatedAt);
  useEffect(() => {
    if (query.dataUpdatedAt > 0) void queryClient.invalidateQueries(contractPathFilter('/api/board/msgList'));
  }, [query.dataUpdatedAt, queryClient]);
  return query;
}
