import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** Popups shown to everyone on arrival. */
export const popupListQuery = () =>
  queryOptions({
    queryKey: ['/api/etc/popupList'],
    queryFn: async () => dataOf((await api.POST('/api/etc/popupList', { body: {} })).data),
    staleTime: 10 * 60_000,
  });

export const usePopupList = () => useQuery(popupListQuery());
