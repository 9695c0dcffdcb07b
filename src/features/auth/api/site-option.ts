// POST /api/etc/siteOption: read here for the default recommender and the site name. The same key
// as the site's start-up load, so the answer is shared, not fetched twice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

export const siteOptionQuery = () =>
  queryOptions({
    queryKey: ['/api/etc/siteOption'],
    queryFn: async () => dataOf((await api.POST('/api/etc/siteOption', { body: {} })).data),
    staleTime: 10 * 60_000,
  });

export const useSiteOption = () => useQuery(siteOptionQuery());
