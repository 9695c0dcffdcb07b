import { useTranslation } from 'react-i18next';
import { SyncProblemIcon } from '@/components/icons';
import ui from '@/components/ui/ui.module.css';
import { useBalanceStale } from '@/session/money';
import styles from './StaleBalanceMark.module.css';

/**
 * Shown beside the member's money while its balance calls keep failing: the figures are the last
 * known ones and may be out of date. Gone, silently, with the next fresh figure. `compact` shows the
 * icon alone (the words stay for screen readers).
 */
export function StaleBalanceMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const stale = useBalanceStale();
  return (
    <span role="status" className={stale ? styles.mark : undefined}>
      {stale && (
        <>
          <SyncProblemIcon fontSize="small" />
          <span className={compact ? ui.visuallyHidden : undefined}>{t('member.stale')}</span>
        </>
      )}
    </span>
  );
}
