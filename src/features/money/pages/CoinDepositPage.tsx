import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** USDT deposit (/moneyMain/coinCharge). Until the money issue delivers it: its title and what will be there. */
export function CoinDepositPage() {
  return <ScreenPlaceholder screen="coinDeposit" />;
}
