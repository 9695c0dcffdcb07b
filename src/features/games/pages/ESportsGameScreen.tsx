import { useTranslation } from 'react-i18next';
import { ESPORT_VENDOR_CODE } from '@/api/vendor-lobbies';
import { GameLobby } from '../lobby/GameLobby';
import { useLobbyTitle } from '../lobby/use-lobby-title';

/** E-sports (/esport/gamestart): the e-sports vendor's one entry as a single card, opened in the game popup. */
export function ESportsGameScreen() {
  const { t } = useTranslation('games');
  const title = useLobbyTitle('esports');
  return <GameLobby title={title} vendorCode={ESPORT_VENDOR_CODE} single intro={t('lobby.esportsIntro')} />;
}
