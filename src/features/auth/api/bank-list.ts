// POST /api/etc/bank: the banks a member can choose at signup.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

export const bankListQuery = () =>
  queryOptions({
    queryKey: ['/api/etc/bank'],
    queryFn: async () => dataOf((await api.POST('/api/etc/bank', { body: {} })).data),
    staleTime: 10 * 60_000,
  });

export const useBankList = () => useQuery(bankListQuery());
