import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** Betting categories: common codes of master `bcategory` (SPEC §7). */
export const categoryCodesQuery = () =>
  queryOptions({
    queryKey: ['/api/common/code', 'bcategory'],
    queryFn: async () => dataOf((await api.POST('/api/common/code', { body: { masterCode: 'bcategory' } })).data),
    staleTime: 10 * 60_000,
  });

export const useCategoryCodes = () => useQuery(categoryCodesQuery());
