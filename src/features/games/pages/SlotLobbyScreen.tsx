import { useGameCodes } from '@/api/reads';
import { SLOT_VENDOR_CODES } from '@/api/vendor-lobbies';
import { codeName } from '@/lib/code-name';
import { useTranslation } from 'react-i18next';
import { GameLobby } from '../lobby/GameLobby';
import { useLobbyTitle } from '../lobby/use-lobby-title';
import { useVendorSegment } from '../lobby/use-vendor-segment';

const isSlotVendor = (segment: string): segment is keyof typeof SLOT_VENDOR_CODES => segment in SLOT_VENDOR_CODES;

/**
 * Slot games of one vendor (/slotgame/<vendor>), four per row; KPlay slots (code 0) has every vendor's games with a vendor filter.
 * Every slot code of docs/rules.md#constants has its lobby (209 and 212-221 as /slotgame/slot_<code>, named by the server's game codes).
 */
export function SlotLobbyScreen() {
  const { i18n } = useTranslation();
  const segment = useVendorSegment();
  const code = isSlotVendor(segment) ? SLOT_VENDOR_CODES[segment] : SLOT_VENDOR_CODES.kplayslot;
  const entry = useGameCodes().data?.find((c) => c.groupCode === 'slot' && c.code === code);
  const title = useLobbyTitle('slots', segment, entry && codeName(entry, i18n.language));
  return <GameLobby key={code} title={title} vendorCode={code} withVendorFilter={code === SLOT_VENDOR_CODES.kplayslot} />;
}
