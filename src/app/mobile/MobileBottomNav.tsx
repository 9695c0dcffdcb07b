import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { CashOutIcon, HomeIcon, ListIcon, PersonIcon, WalletIcon } from '../../components/icons';

const ITEMS = [
  { key: 'home', to: '/', Icon: HomeIcon },
  { key: 'deposit', to: '/chargeMain', Icon: WalletIcon },
  { key: 'withdrawal', to: '/exchangeMain', Icon: CashOutIcon },
  { key: 'bettingList', to: '/bet', Icon: ListIcon },
  { key: 'myPage', to: '/myinfo', Icon: PersonIcon },
] as const;

export const BOTTOM_NAV_HEIGHT = 56;

/** The mobile bottom navigation: main, deposit, withdrawal, betting history, my page. */
export function MobileBottomNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const current = ITEMS.find((item) => item.to === pathname)?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label={t('nav.mobile')}
      elevation={8}
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 'appBar' }}
    >
      <BottomNavigation value={current} showLabels sx={{ height: BOTTOM_NAV_HEIGHT }}>
        {ITEMS.map(({ key, to, Icon }) => (
          <BottomNavigationAction
            key={key}
            value={to}
            label={t(`links.${key}`)}
            icon={<Icon />}
            component={RouterLink}
            to={to}
            aria-current={current === to ? 'page' : undefined}
            sx={{ minWidth: 0, px: 0.5 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
