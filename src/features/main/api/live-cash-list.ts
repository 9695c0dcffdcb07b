import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';

/** Live deposit and withdrawal status: refreshed every 30 s while the main page is open. */
export const liveCashQuery = () => contractQuery('/api/main/cashList', {}, { refetchInterval: 30_000 });

export const useLiveCash = () => useQuery(liveCashQuery());
