// The 18+ notice and the help organisations for problem gambling in the member's language (the
// site option's helpLinks, inferred), for the safer gambling page and the chrome. Without links for
// the language, the notice alone. No MUI: it may be part of the first render.
import { useTranslation } from 'react-i18next';
import { useSiteOption } from '@/api/reads';
import styles from './SaferGamblingNotice.module.css';

export function SaferGamblingNotice() {
  const { t, i18n } = useTranslation('common');
  const links = (useSiteOption().data?.siteOption.helpLinks ?? []).filter((link) => link.lang === i18n.language);
  return (
    <div className={styles.notice}>
      <span className={styles.badge} aria-hidden>
        18+
      </span>
      <p className={styles.text}>{t('safer.notice')}</p>
      {links.length > 0 ? (
        <nav aria-label={t('safer.helpLinks')} className={styles.links}>
          {links.map((link) => (
            <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
