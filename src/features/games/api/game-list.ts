// A vendor's whole game list (/api/game/getGameList: no paging, the lobby searches and scrolls it).
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

export const gameListQuery = (vendorCode: string) => contractQuery('/api/game/getGameList', { vendorCode }, { staleTime: 5 * 60_000 });

export const useGameList = (vendorCode: string) => useQuery(gameListQuery(vendorCode));
