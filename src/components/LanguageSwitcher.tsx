import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../config/constants';
import { isLanguage } from '../i18n/language';
import { switchLanguage } from '../i18n/i18n';

/**
 * ko / en / vi, kept in the winner_lang cookie. A native select: light (no menu or popover code in
 * the first chunk) and the device's own picker on phones. Named "Language" in the current language.
 */
export function LanguageSwitcher({ dense = false }: { dense?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void switchLanguage(i18n, event.target.value);
      }}
      inputProps={{ 'aria-label': t('common:language.label') }}
      disableUnderline
      sx={{
        minWidth: dense ? 96 : 120,
        px: 1,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        fontSize: dense ? 14 : 15,
        colorScheme: 'dark',
        '& select': { py: dense ? 0.5 : 0.75 },
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`common:language.${language}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
