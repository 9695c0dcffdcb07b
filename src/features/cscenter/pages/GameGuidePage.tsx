import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Game guide (/cscenter/gameguide). Until the cscenter issue delivers it: its title and what will be there. */
export function GameGuidePage() {
  return <ScreenPlaceholder screen="gameGuide" />;
}
