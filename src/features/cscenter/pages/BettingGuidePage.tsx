import { GuideView } from '../guides/GuideView';

/** Sports betting guide (/cscenter/bettingguide/sport): bet types, how to bet and settlement. The text is locales/<lang>/guides.json. */
export function BettingGuidePage() {
  return <GuideView guideKey="bettingGuide" />;
}
