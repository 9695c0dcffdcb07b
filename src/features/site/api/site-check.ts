import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** The maintenance window (SPEC §4): start and end in Seoul time, null when none. */
export const siteCheckQuery = () =>
  queryOptions({
    queryKey: ['/api/common/siteCheckInfo'],
    queryFn: async () => dataOf((await api.POST('/api/common/siteCheckInfo', { body: {} })).data),
    staleTime: 60_000,
  });

export const useSiteCheck = (pollMs?: number) =>
  useQuery({ ...siteCheckQuery(), ...(pollMs ? { refetchInterval: pollMs, staleTime: 0 } : {}) });
