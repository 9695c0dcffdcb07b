import { useTranslation } from 'react-i18next';
import { Section } from '@/components/Section';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatWon } from '@forms/rules/format';
import { useMainBoards } from '../api/main-boards';
import styles from './JackpotCard.module.css';

/** The slot jackpot of /api/main (its failure is said once, by the main page). */
export function JackpotCard() {
  const { t, i18n } = useTranslation('main');
  const boards = useMainBoards();
  return (
    <Section title={t('jackpot.title')}>
      {boards.isPending && <Skeleton width="60%" height={42} />}
      {boards.data?.slotJackpot !== undefined && <p className={styles.amount}>{formatWon(boards.data.slotJackpot, i18n.language)}</p>}
    </Section>
  );
}
