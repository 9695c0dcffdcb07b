import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

export const mainBoardsQuery = () => contractQuery('/api/main', {});

export const useMainBoards = () => useQuery(mainBoardsQuery());
