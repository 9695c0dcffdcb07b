import { useTranslation } from 'react-i18next';

type LobbyKind = 'liveCasino' | 'hotelCasino' | 'slots' | 'fishing' | 'esports' | 'virtual';

/**
 * "<category> · <vendor>": the vendor's name from shell.json's vendor names (the routes (docs/rules.md#routes)), else
 * `vendorName` (the server's name of a vendor the spec does not name), or the category alone.
 */
export function useLobbyTitle(kind: LobbyKind, segment?: string, vendorName?: string): string {
  const { t } = useTranslation(['games', 'shell']);
  const title = t(`games:lobby.${kind}`);
  const vendor = (segment ? t(`shell:vendor.${segment}`, { defaultValue: '' }) : '') || vendorName || '';
  return vendor ? t('games:lobby.titleWithVendor', { title, vendor }) : title;
}
