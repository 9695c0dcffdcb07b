// Sports betting (/sport/livebetting, /sport/combinationbetting, /sport/special; desktop and phone):
// the three boards as links between their addresses, each the shared sports board of its menu.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLayout } from '@/components/layout';
import type { SportsMenu } from '../api/fixtures';
import { SportsBoard } from '../board/SportsBoard';

const MENUS = [
  { path: '/sport/livebetting', menu: 'live' },
  { path: '/sport/combinationbetting', menu: 'combination' },
  { path: '/sport/special', menu: 'special' },
] as const satisfies readonly { path: string; menu: SportsMenu }[];

export function SportsBettingPage() {
  const { t } = useTranslation('sportsbook');
  const desktop = useLayout() === 'desktop';
  const { pathname } = useLocation();
  const current = MENUS.find((m) => m.path === pathname) ?? MENUS[1];
  return (
    <Box
      component="section"
      aria-labelledby="sports-title"
      sx={{ width: '100%', maxWidth: 1280, mx: 'auto', p: desktop ? 3 : 2, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography id="sports-title" component="h1" variant={desktop ? 'h5' : 'h6'} sx={{ fontWeight: 700 }}>
          {t(`menu.${current.menu}`)}
        </Typography>
        <Typography color="text.secondary">{t(`about.${current.menu}`)}</Typography>
      </Box>
      <Tabs value={current.path} aria-label={t('menu.label')} variant="scrollable" allowScrollButtonsMobile>
        {MENUS.map((m) => (
          <Tab key={m.path} value={m.path} label={t(`menu.${m.menu}`)} component={Link} to={m.path} />
        ))}
      </Tabs>
      <SportsBoard key={current.menu} menu={current.menu} />
    </Box>
  );
}
