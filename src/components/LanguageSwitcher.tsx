import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../config/constants';
import { isLanguage } from '../i18n/language';
import { switchLanguage } from '../i18n/i18n';
import styles from './LanguageSwitcher.module.css';

/**
 * ko / en / vi, kept in the winner_lang cookie. A native select, styled: light (no input, menu or
 * popover code in the first chunk) and the device's own picker on phones. Named "Language" in the
 * current language.
 */
export function LanguageSwitcher({ dense = false }: { dense?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <select
      value={i18n.resolvedLanguage ?? i18n.language}
      onChange={(event) => {
        const value = event.target.value;
        if (isLanguage(value)) void switchLanguage(i18n, value);
      }}
      aria-label={t('language.label')}
      className={dense ? `${styles.select} ${styles.dense}` : styles.select}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {t(`language.${language}`)}
        </option>
      ))}
    </select>
  );
}
