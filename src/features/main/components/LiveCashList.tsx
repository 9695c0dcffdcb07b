import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { QueryError } from '@/components/QueryError';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';
import { formatServerTime } from '@/lib/format';
import { formatWon } from '@forms/rules/format';
import { useLiveCash } from '../api/live-cash-list';
import styles from './lists.module.css';

/** Live deposit and withdrawal status. */
export function LiveCashList() {
  const { t, i18n } = useTranslation(['main', 'common']);
  const live = useLiveCash();
  return (
    <Section title={t('liveCash.title')}>
      {live.isPending && <Skeleton height={96} />}
      {live.isError && <QueryError error={live.error} onRetry={() => void live.refetch()} />}
      {live.isSuccess && live.data.length === 0 && <p className={ui.muted}>{t('common:empty')}</p>}
      {live.isSuccess && live.data.length > 0 && (
        <ul className={styles.list}>
          {live.data.map((row) => (
            <li key={`${row.regDate}-${row.memId}-${row.cashType}`} className={styles.item}>
              <div className={styles.text}>
                <span className={styles.primary}>{t(`liveCash.${row.cashType}`, { memId: row.memId })}</span>
                <span className={styles.secondary}>{formatServerTime(row.regDate, i18n.language)}</span>
              </div>
              <span className={styles.amount}>{formatWon(row.amount, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
