import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** Popups shown after login (member only). Removed from the cache on logout. */
export const loginPopupListQuery = () =>
  queryOptions({
    queryKey: ['/api/main/popupList'],
    queryFn: async () => dataOf((await api.POST('/api/main/popupList', { body: {} })).data),
    staleTime: Infinity,
  });

export const useLoginPopupList = (enabled: boolean) => useQuery({ ...loginPopupListQuery(), enabled });
