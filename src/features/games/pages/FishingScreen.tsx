import { FISHING_VENDOR_CODE } from '@/api/vendor-lobbies';
import { GameLobby } from '../lobby/GameLobby';
import { useLobbyTitle } from '../lobby/use-lobby-title';

/** Fishing games (/phishinggame/kplayfishing): the KPlay fishing games, each opened in the game popup. */
export function FishingScreen() {
  const title = useLobbyTitle('fishing', 'kplayfishing');
  return <GameLobby title={title} vendorCode={FISHING_VENDOR_CODE} />;
}
