import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';
import { gameName } from '@/domain/games/game-rules';
import { formatWon } from '@forms/rules/format';
import { useMainBoards } from '../api/main-boards';
import styles from './lists.module.css';

type Board = 'bestWithdrawalsToday' | 'bestWithdrawalsWeek' | 'ranking' | 'slotRanking';
const TITLES = {
  bestWithdrawalsToday: 'bestToday.title',
  bestWithdrawalsWeek: 'bestWeek.title',
  ranking: 'ranking.title',
  slotRanking: 'slotRanking.title',
} as const;

/**
 * A ranking of /api/main (docs/rules.md#routes, main page): today's or this week's best withdrawals, the winners' ranking or the slot ranking
 * (a failed /api/main is said once, by the main page).
 */
export function RankingList({ board = 'bestWithdrawalsToday' }: { board?: Board }) {
  const { t, i18n } = useTranslation(['main', 'common']);
  const boards = useMainBoards();
  const rows = boards.data?.[board] ?? [];
  return (
    <Section title={t(TITLES[board])}>
      {boards.isPending && <Skeleton height={96} />}
      {boards.isSuccess && rows.length === 0 && <p className={ui.muted}>{t('common:empty')}</p>}
      {rows.length > 0 && (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.rank} className={styles.item}>
              <div className={styles.text}>
                <span className={styles.primary}>{t('bestToday.row', { rank: row.rank, memId: row.memId })}</span>
                {(row.gameNames ?? row.gameName) && (
                  <span className={styles.secondary}>{row.gameNames ? gameName({ names: row.gameNames }, i18n.language) : row.gameName}</span>
                )}
              </div>
              <span className={styles.amount}>{formatWon(row.amount, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
