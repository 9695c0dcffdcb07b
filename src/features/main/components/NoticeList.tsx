import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { QueryError } from '@/components/QueryError';
import { Chip } from '@/components/ui/Chip';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';
import { formatServerTime } from '@/lib/format';
import { useMainNotices } from '../api/main-notice-list';
import styles from './lists.module.css';

export function NoticeList() {
  const { t, i18n } = useTranslation(['main', 'common']);
  const notices = useMainNotices();
  return (
    <Section title={t('notices.title')}>
      {notices.isPending && <Skeleton height={96} />}
      {notices.isError && <QueryError error={notices.error} onRetry={() => void notices.refetch()} />}
      {notices.isSuccess && notices.data.length === 0 && <p className={ui.muted}>{t('common:empty')}</p>}
      {notices.isSuccess && notices.data.length > 0 && (
        <ul className={styles.list}>
          {notices.data.map((notice) => (
            <li key={notice.boardIdx} className={styles.item}>
              {notice.category && <Chip label={t(`notices.category.${notice.category}`)} />}
              <div className={styles.text}>
                <span className={styles.primary}>{notice.title}</span>
                <span className={styles.secondary}>{formatServerTime(notice.regDate, i18n.language)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
