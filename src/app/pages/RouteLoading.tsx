import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/Spinner';
import styles from './Loading.module.css';

/** While the first screen's code or the session loads, in place of the whole page. */
export function RouteLoading() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.route}>
      <Spinner label={t('loading')} />
    </div>
  );
}
