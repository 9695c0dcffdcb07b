import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** Live deposit and withdrawal status: refreshed every 30 s while the main page is open. */
export const liveCashQuery = () =>
  queryOptions({
    queryKey: ['/api/main/cashList'],
    queryFn: async () => dataOf((await api.POST('/api/main/cashList', { body: {} })).data),
    refetchInterval: 30_000,
  });

export const useLiveCash = () => useQuery(liveCashQuery());
