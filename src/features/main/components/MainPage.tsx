import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/LanguageSwitcher';
import { productName } from '../../../config/env';
import { JackpotCard } from './JackpotCard';
import { LiveCashList } from './LiveCashList';
import { NoticeList } from './NoticeList';
import { RankingList } from './RankingList';

/** The main page (guests welcome): jackpot, notices, best withdrawals, live deposit/withdrawal status. */
export function MainPage() {
  const { t } = useTranslation('main');
  useEffect(() => {
    document.title = productName();
  }, []);
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, letterSpacing: 1 }}>
            {productName()}
          </Typography>
          <Typography color="text.secondary">{t('tagline')}</Typography>
        </Box>
        <LanguageSwitcher />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <JackpotCard />
        <RankingList />
        <NoticeList />
        <LiveCashList />
      </Box>
    </Container>
  );
}
