import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/Chip';
import { formatServerTime } from '@/lib/format';
import { useMainNotices } from '../api/main-notice-list';
import styles from './lists.module.css';
import { MainListSection } from './MainListSection';

export function NoticeList() {
  const { t, i18n } = useTranslation('main');
  return (
    <MainListSection title={t('notices.title')} query={useMainNotices()}>
      {(notice) => (
        <li key={notice.boardIdx} className={styles.item}>
          {notice.category && <Chip label={t(`notices.category.${notice.category}`)} />}
          <div className={styles.text}>
            <span className={styles.primary}>{notice.title}</span>
            <span className={styles.secondary}>{formatServerTime(notice.regDate, i18n.language)}</span>
          </div>
        </li>
      )}
    </MainListSection>
  );
}
