import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

export const mainNoticesQuery = () =>
  queryOptions({
    queryKey: ['/api/main/nt/list'],
    queryFn: async () => dataOf((await api.POST('/api/main/nt/list', { body: {} })).data),
  });

export const useMainNotices = () => useQuery(mainNoticesQuery());
