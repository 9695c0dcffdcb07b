import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { productName } from '../../../config/env';
import { JackpotCard } from './JackpotCard';
import { LiveCashList } from './LiveCashList';
import { NoticeList } from './NoticeList';
import { RankingList } from './RankingList';

/**
 * The main page (guests welcome), on desktop and mobile: jackpot, notices, best withdrawals, live
 * deposit/withdrawal status. `banners` (the site's banners) go under the heading.
 */
export function MainPage({ banners }: { banners?: ReactNode }) {
  const { t } = useTranslation('main');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, md: 3 } }}>
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, letterSpacing: 1 }}>
          {productName()}
        </Typography>
        <Typography color="text.secondary">{t('tagline')}</Typography>
      </Box>
      {banners}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <JackpotCard />
        <RankingList />
        <NoticeList />
        <LiveCashList />
      </Box>
    </Box>
  );
}
