import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Betting rules (mobile /csMain/rule). Until the cscenter issue delivers it: its title and what will be there. */
export function BettingRulesPage() {
  return <ScreenPlaceholder screen="bettingRules" />;
}
