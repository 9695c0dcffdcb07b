import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Deposit request (/moneyMain/charge, mobile /chargeMain). Until the money issue delivers it: its title and what will be there. */
export function DepositPage() {
  return <ScreenPlaceholder screen="deposit" />;
}
