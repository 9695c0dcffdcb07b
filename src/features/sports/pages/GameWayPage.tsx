// E-sports betting (/gameway; /esport/screen, /esport/single and /esport/multi lead here): the sports
// board of the esport menu, its slip single- or multi-folder (the slip's own toggle; /esport/single
// and /esport/multi arrive with it set).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLayout } from '@/components/layout';
import { SportsBoard } from '../board/SportsBoard';
import { setMode } from '../slip/slip-model';
import { updateSlip } from '../slip/slip-store';

export function GameWayPage() {
  const { t } = useTranslation('sportsbook');
  const desktop = useLayout() === 'desktop';
  const mode = (useLocation().state as { slipMode?: unknown } | null)?.slipMode;
  useEffect(() => {
    if (mode === 'single' || mode === 'multi') updateSlip((s) => setMode(s, mode));
  }, [mode]);
  return (
    <Box
      component="section"
      aria-labelledby="gameway-title"
      sx={{ width: '100%', maxWidth: 1280, mx: 'auto', p: desktop ? 3 : 2, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id="gameway-title" component="h1" variant={desktop ? 'h5' : 'h6'} sx={{ fontWeight: 700 }}>
          {t('menu.esport')}
        </Typography>
        <Typography color="text.secondary">{t('about.esport')}</Typography>
      </Box>
      <SportsBoard menu="esport" />
    </Box>
  );
}
