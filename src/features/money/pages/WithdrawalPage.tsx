import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Withdrawal request (/moneyMain/exchange, mobile /exchangeMain). Until the money issue delivers it: its title and what will be there. */
export function WithdrawalPage() {
  return <ScreenPlaceholder screen="withdrawal" />;
}
