import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import styles from './Loading.module.css';

/** While a screen's code loads the first time, in the page's place (the chrome stays). */
export function ContentLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.content}>
      <Spinner label={t('loading')} size={32} />
    </div>
  );
}
