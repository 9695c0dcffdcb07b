import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../config/constants';
import { isLanguage } from '../i18n/language';
import { switchLanguage } from '../i18n/i18n';

const ARROW =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='%23c9d1d9'%3E%3Cpath d='M7 10l5 5 5-5z'/%3E%3C/svg%3E\")";

/**
 * ko / en / vi, kept in the winner_lang cookie. A native select, styled: light (no input, menu or
 * popover code in the first chunk) and the device's own picker on phones. Named "Language" in the
 * current language.
 */
export function LanguageSwitcher({ dense = false }: { dense?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="select"
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        const value = (event.target as HTMLSelectElement).value;
        if (isLanguage(value)) void switchLanguage(i18n, value);
      }}
      aria-label={t('common:language.label')}
      sx={{
        appearance: 'none',
        minWidth: dense ? 104 : 128,
        height: dense ? 34 : 40,
        pl: 1.25,
        pr: 4,
        font: 'inherit',
        fontSize: dense ? 14 : 15,
        color: 'text.primary',
        bgcolor: 'background.paper',
        backgroundImage: ARROW,
        backgroundRepeat: 'no-repeat',
        backgroundPosition: 'right 8px center',
        backgroundSize: '20px',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        colorScheme: 'dark',
        cursor: 'pointer',
        '&:hover': { borderColor: 'text.secondary' },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`common:language.${language}`)}
        </option>
      ))}
    </Box>
  );
}
