// Sports betting (/sport/livebetting, /sport/combinationbetting, /sport/special; desktop and phone):
// the three boards as links between their addresses, each the shared sports board of its menu.
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { BettingScreen } from '@/domain/betting/BettingScreen';
import type { SportsMenu } from '../api/sport-fixtures';
import { SportsBoard } from '../odds-board/SportsBoard';

const MENUS = [
  { path: '/sport/livebetting', menu: 'live' },
  { path: '/sport/combinationbetting', menu: 'combination' },
  { path: '/sport/special', menu: 'special' },
] as const satisfies readonly { path: string; menu: SportsMenu }[];

export function SportsBettingScreen() {
  const { t } = useTranslation('sportsbook');
  const { pathname } = useLocation();
  const current = MENUS.find((m) => m.path === pathname) ?? MENUS[1];
  return (
    <BettingScreen titleId="sports-title" title={t(`menu.${current.menu}`)} about={t(`about.${current.menu}`)}>
      <Tabs value={current.path} aria-label={t('menu.label')} variant="scrollable" allowScrollButtonsMobile>
        {MENUS.map((m) => (
          <Tab key={m.path} value={m.path} label={t(`menu.${m.menu}`)} component={Link} to={m.path} />
        ))}
      </Tabs>
      <SportsBoard key={current.menu} menu={current.menu} />
    </BettingScreen>
  );
}
