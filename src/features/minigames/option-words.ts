// An option key and a group code in the member's language (an unknown code is shown as it is).
import { useTranslation } from 'react-i18next';

export function useOptionWords() {
  const { t, i18n } = useTranslation('minigames');
  return {
    option: (key: string) => (i18n.exists(`minigames:option.${key}`) ? t(`option.${key as 'odd'}`) : key),
    group: (group: string) => (i18n.exists(`minigames:group.${group}`) ? t(`group.${group as 'oddeven'}`) : group),
  };
}
