import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Sports betting guide (/cscenter/bettingguide/sport). Until the cscenter issue delivers it: its title and what will be there. */
export function BettingGuidePage() {
  return <ScreenPlaceholder screen="bettingGuide" />;
}
