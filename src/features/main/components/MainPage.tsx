import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import ui from '@/components/ui/ui.module.css';
import { productName } from '@/config/env';
import { GameBlocks } from './GameBlocks';
import { JackpotCard } from './JackpotCard';
import { LiveCashList } from './LiveCashList';
import styles from './MainPage.module.css';
import { NoticeList } from './NoticeList';
import { RankingList } from './RankingList';

/**
 * The main page (guests welcome), on desktop and mobile: new and popular games (launched from here), jackpot, notices, best withdrawals, live
 * deposit/withdrawal status. `banners` (the site's banners) go under the heading.
 */
export function MainPage({ banners }: { banners?: ReactNode }) {
  const { t } = useTranslation('main');
  return (
    <div className={styles.page}>
      <div>
        <h1 className={ui.h1}>{productName()}</h1>
        <p className={ui.muted}>{t('tagline')}</p>
      </div>
      {banners}
      <GameBlocks />
      <div className={`${ui.grid} ${styles.grid}`}>
        <JackpotCard />
        <RankingList />
        <RankingList board="ranking" />
        <RankingList board="slotRanking" />
        <NoticeList />
        <LiveCashList />
      </div>
    </div>
  );
}
