import { useTranslation } from 'react-i18next';
import { MAIN_ID } from './PageMain';
import styles from './SkipLink.module.css';

/** "Skip to content": the first stop for keyboard users, visible only when focused. */
export function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <a href={`#${MAIN_ID}`} className={styles.skip}>
      {t('skipToContent')}
    </a>
  );
}
