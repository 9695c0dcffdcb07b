import { useTranslation } from 'react-i18next';
import { GameLobby } from '../lobby/GameLobby';
import { useLobbyTitle } from '../lobby/use-lobby-title';

/** The virtual games vendor's code (inferred: docs/rules.md#product lists virtual games; /rotary is their lobby). */
const VIRTUAL_VENDOR_CODE = '300';

/** Virtual games (/rotary): virtual soccer, racing and more, each opened in the game popup. */
export function RotaryScreen() {
  const { t } = useTranslation('games');
  const title = useLobbyTitle('virtual');
  return <GameLobby title={title} vendorCode={VIRTUAL_VENDOR_CODE} intro={t('lobby.virtualIntro')} />;
}
