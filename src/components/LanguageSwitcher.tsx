import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../config/constants';
import { isLanguage } from '../i18n/language';
import { switchLanguage } from '../i18n/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('common:language.label')}
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void switchLanguage(i18n, event.target.value);
      }}
      sx={{ minWidth: 130 }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`common:language.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
