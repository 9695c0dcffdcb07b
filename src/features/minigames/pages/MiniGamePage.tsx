import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** A mini game: powerball, power ladder, speed keno, keno ladder (/minigame/<game>). Until the minigames issue delivers it: its title and what will be there. */
export function MiniGamePage() {
  return <ScreenPlaceholder screen="miniGame" withVendor />;
}
