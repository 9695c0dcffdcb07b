import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** Site options (messenger link, bonus rates) and the default recommender. Changes rarely. */
export const siteOptionQuery = () =>
  queryOptions({
    queryKey: ['/api/etc/siteOption'],
    queryFn: async () => dataOf((await api.POST('/api/etc/siteOption', { body: {} })).data),
    staleTime: 10 * 60_000,
  });

export const useSiteOption = () => useQuery(siteOptionQuery());
