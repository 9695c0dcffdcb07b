// The USDT screens' calls: the rate (GET /api/coin?symbol=USDT, read again every 30 s while a USDT
// screen is open); the requests themselves are the deposit's and the withdrawal's (payType coin).
import { useQuery } from '@tanstack/react-query';
import { contractGetQuery, type ContractGetData } from '@/api/contract';

export type CoinPrice = ContractGetData<'/api/coin'>;

/** How often an open USDT screen reads the rate again. */
export const COIN_RATE_REFRESH_MS = 30_000;

export const coinPriceQuery = () =>
  contractGetQuery('/api/coin', { symbol: 'USDT' }, { staleTime: 0, refetchInterval: COIN_RATE_REFRESH_MS });

export const useCoinPrice = () => useQuery(coinPriceQuery());
