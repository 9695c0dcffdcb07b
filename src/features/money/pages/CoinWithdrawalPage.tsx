import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** USDT withdrawal (/moneyMain/coinExchange). Until the money issue delivers it: its title and what will be there. */
export function CoinWithdrawalPage() {
  return <ScreenPlaceholder screen="coinWithdrawal" />;
}
