import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** Banners, including the first-charge bonus banner (position firstCharge). */
export const bannersQuery = () =>
  queryOptions({
    queryKey: ['/api/etc/banner'],
    queryFn: async () => dataOf((await api.POST('/api/etc/banner', { body: {} })).data),
    staleTime: 10 * 60_000,
  });

export const useBanners = () => useQuery(bannersQuery());
