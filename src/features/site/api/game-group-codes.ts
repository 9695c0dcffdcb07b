import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** The game categories (the side menu's groups), in the server's order. */
export const gameGroupCodesQuery = () =>
  queryOptions({
    queryKey: ['/api/common/gameGroupCodes'],
    queryFn: async () => dataOf((await api.POST('/api/common/gameGroupCodes', { body: {} })).data),
    staleTime: 10 * 60_000,
  });

export const useGameGroupCodes = () => useQuery(gameGroupCodesQuery());
