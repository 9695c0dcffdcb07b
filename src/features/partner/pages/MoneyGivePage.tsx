import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Money give / take-back to sub-members (/mypage/give, mobile /give). Until the partner issue delivers it: its title and what will be there. */
export function MoneyGivePage() {
  return <ScreenPlaceholder screen="moneyGive" />;
}
