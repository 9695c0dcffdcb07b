import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

export const mainBoardsQuery = () =>
  queryOptions({
    queryKey: ['/api/main'],
    queryFn: async () => dataOf((await api.POST('/api/main', { body: {} })).data),
  });

export const useMainBoards = () => useQuery(mainBoardsQuery());
