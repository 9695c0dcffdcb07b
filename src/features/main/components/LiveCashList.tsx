import { useTranslation } from 'react-i18next';
import { formatServerTime } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import { useLiveCash } from '../api/live-cash-list';
import styles from './lists.module.css';
import { MainListSection } from './MainListSection';

/** Live deposit and withdrawal status. */
export function LiveCashList() {
  const { t, i18n } = useTranslation('main');
  return (
    <MainListSection title={t('liveCash.title')} query={useLiveCash()}>
      {(row) => (
        <li key={`${row.regDate}-${row.memId}-${row.cashType}`} className={styles.item}>
          <div className={styles.text}>
            <span className={styles.primary}>{t(`liveCash.${row.cashType}`, { memId: row.memId })}</span>
            <span className={styles.secondary}>{formatServerTime(row.regDate, i18n.language)}</span>
          </div>
          <span className={styles.amount}>{formatWon(row.amount, i18n.language)}</span>
        </li>
      )}
    </MainListSection>
  );
}
