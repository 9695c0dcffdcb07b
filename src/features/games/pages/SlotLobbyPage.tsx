import { SLOT_VENDOR_CODES } from '@/config/constants';
import { GameLobby } from '../lobby/GameLobby';
import { useLobbyTitle } from '../lobby/use-lobby-title';
import { useVendorSegment } from '../lobby/use-vendor-segment';

const isSlotVendor = (segment: string): segment is keyof typeof SLOT_VENDOR_CODES => segment in SLOT_VENDOR_CODES;

/** Slot games of one vendor (/slotgame/<vendor>), four per row; KPlay slots (code 0) has every vendor's games with a vendor filter. */
export function SlotLobbyPage() {
  const segment = useVendorSegment();
  const title = useLobbyTitle('slots', segment);
  const code = isSlotVendor(segment) ? SLOT_VENDOR_CODES[segment] : SLOT_VENDOR_CODES.kplayslot;
  return <GameLobby key={code} title={title} vendorCode={code} withVendorFilter={code === SLOT_VENDOR_CODES.kplayslot} />;
}
