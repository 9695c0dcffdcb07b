import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Slot games of one vendor (/slotgame/<vendor>), four per row. Until the games issue delivers it: its title and what will be there. */
export function SlotLobbyPage() {
  return <ScreenPlaceholder screen="slotLobby" withVendor />;
}
