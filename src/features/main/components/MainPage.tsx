import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { Section } from '@/components/Section';
import ui from '@/components/ui/ui.module.css';
import { productName } from '@/config/env';
import { useMainBoards } from '../api/main-boards';
import { GameBlocks } from './GameBlocks';
import { JackpotCard } from './JackpotCard';
import { LiveCashList } from './LiveCashList';
import { LiveVideoCard } from './LiveVideoCard';
import styles from './MainPage.module.css';
import { NoticeList } from './NoticeList';
import { RankingList } from './RankingList';
import { SessionEndNotice } from './SessionEndNotice';
import { SupportCard } from './SupportCard';

/**
 * The main page (guests welcome), on desktop and mobile: new and popular games (launched from here), jackpot, rankings, today's and
 * this week's best withdrawals, the live video, notices, live deposit/withdrawal status, the customer centre's messenger. Why the last session ended,
 * when the member must be told (SessionEndNotice), then `banners` (the site's banners) go under the heading.
 *
 * The blocks of /api/main (games, jackpot, rankings, best withdrawals, live video) share one answer: when it fails, the page says so once, with
 * one retry, in their place (the blocks themselves never show that failure); the blocks of other calls keep their own states.
 */
export function MainPage({ banners }: { banners?: ReactNode }) {
  const { t } = useTranslation('main');
  const boards = useMainBoards();
  return (
    <div className={styles.page}>
      <div>
        <h1 className={ui.h1}>{productName()}</h1>
        <p className={ui.muted}>{t('tagline')}</p>
      </div>
      <SessionEndNotice />
      {banners}
      {boards.isError ? (
        <Section title={t('boards.title')}>
          <QueryError error={boards.error} onRetry={() => void boards.refetch()} />
        </Section>
      ) : (
        <GameBlocks />
      )}
      <div className={`${ui.grid} ${styles.grid}`}>
        {!boards.isError && (
          <>
            <LiveVideoCard />
            <JackpotCard />
            <RankingList />
            <RankingList board="bestWithdrawalsWeek" />
            <RankingList board="ranking" />
            <RankingList board="slotRanking" />
          </>
        )}
        <NoticeList />
        <LiveCashList />
        <SupportCard />
      </div>
    </div>
  );
}
