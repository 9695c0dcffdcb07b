import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** The slot game window (/slot/game, empty layout). Until the games issue delivers it: its title and what will be there. */
export function SlotGamePage() {
  return <ScreenPlaceholder screen="slotGame" />;
}
