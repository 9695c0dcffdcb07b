import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { QueryError } from '@/components/QueryError';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';
import { formatWon } from '@/lib/format';
import { useMainBoards } from '../api/main-boards';
import styles from './lists.module.css';

type Board = 'bestWithdrawalsToday' | 'ranking' | 'slotRanking';
const TITLES = { bestWithdrawalsToday: 'bestToday.title', ranking: 'ranking.title', slotRanking: 'slotRanking.title' } as const;

/** A ranking of /api/main (SPEC §2, main page): today's best withdrawals, the winners' ranking or the slot ranking. */
export function RankingList({ board = 'bestWithdrawalsToday' }: { board?: Board }) {
  const { t, i18n } = useTranslation(['main', 'common']);
  const boards = useMainBoards();
  const rows = boards.data?.[board] ?? [];
  return (
    <Section title={t(TITLES[board])}>
      {boards.isPending && <Skeleton height={96} />}
      {boards.isError && <QueryError error={boards.error} onRetry={() => void boards.refetch()} />}
      {boards.isSuccess && rows.length === 0 && <p className={ui.muted}>{t('common:empty')}</p>}
      {rows.length > 0 && (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.rank} className={styles.item}>
              <div className={styles.text}>
                <span className={styles.primary}>{t('bestToday.row', { rank: row.rank, memId: row.memId })}</span>
                {row.gameName && <span className={styles.secondary}>{row.gameName}</span>}
              </div>
              <span className={styles.amount}>{formatWon(row.amount, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
