import { GuideView } from '../guides/GuideView';

/** Betting rules (mobile /csMain/rule): account, limits, waits and blocks, deposits and withdrawals. The text is locales/<lang>/guides.json. */
export function BettingRulesPage() {
  return <GuideView guideKey="bettingRules" />;
}
