import { useTranslation } from 'react-i18next';

type LobbyKind = 'liveCasino' | 'slots' | 'fishing' | 'esports' | 'virtual';

/** "<category> · <vendor>" (the vendor's name from pages.json's vendor names), or the category alone. */
export function useLobbyTitle(kind: LobbyKind, segment?: string): string {
  const { t } = useTranslation(['games', 'pages']);
  const title = t(`games:lobby.${kind}`);
  const vendor = segment ? t(`pages:vendor.${segment}`, { defaultValue: '' }) : '';
  return vendor ? t('games:lobby.titleWithVendor', { title, vendor }) : title;
}
