import { GuideView } from '../guides/GuideView';

/** Game guide (/cscenter/gameguide): mini games, casino, slots, fishing and game money. The text is locales/<lang>/guides.json. */
export function GameGuidePage() {
  return <GuideView guideKey="gameGuide" />;
}
