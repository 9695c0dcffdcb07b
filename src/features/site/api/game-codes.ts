import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/instance';
import { dataOf } from '../../../api/result';

/** The site's common codes: every game (vendor) code of master `game`, each with its category in groupCode. */
export const gameCodesQuery = () =>
  queryOptions({
    queryKey: ['/api/common/gameCodes', 'game'],
    queryFn: async () => dataOf((await api.POST('/api/common/gameCodes', { body: { masterCode: 'game' } })).data),
    staleTime: 10 * 60_000,
  });

export const useGameCodes = () => useQuery(gameCodesQuery());
