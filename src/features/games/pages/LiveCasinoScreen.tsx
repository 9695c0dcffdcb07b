import { LIVE_CASINO_CODES } from '@/api/vendor-lobbies';
import { GameLobby } from '../lobby/GameLobby';
import { useLobbyTitle } from '../lobby/use-lobby-title';
import { useVendorSegment } from '../lobby/use-vendor-segment';

const isLiveVendor = (segment: string): segment is keyof typeof LIVE_CASINO_CODES => segment in LIVE_CASINO_CODES;

/** Live casino lobby of one vendor (/livecasino/<vendor>): its tables, each opened in the game popup. */
export function LiveCasinoScreen() {
  const segment = useVendorSegment();
  const title = useLobbyTitle('liveCasino', segment);
  const code = isLiveVendor(segment) ? LIVE_CASINO_CODES[segment] : LIVE_CASINO_CODES.evolution;
  return <GameLobby key={code} title={title} vendorCode={code} />;
}
