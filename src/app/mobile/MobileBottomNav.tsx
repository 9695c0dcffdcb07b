import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { CashOutIcon, HomeIcon, ListIcon, PersonIcon, WalletIcon } from '@/components/icons';
// the height's own file: the first view must not pull the forms renderer in with it
import { MOBILE_BOTTOM_NAV_HEIGHT } from '@/components/bottom-nav-height';
import styles from './MobileBottomNav.module.css';

const ITEMS = [
  { key: 'home', to: '/', Icon: HomeIcon },
  { key: 'deposit', to: '/chargeMain', Icon: WalletIcon },
  { key: 'withdrawal', to: '/exchangeMain', Icon: CashOutIcon },
  { key: 'bettingList', to: '/bet', Icon: ListIcon },
  { key: 'myPage', to: '/myinfo', Icon: PersonIcon },
] as const;

export const BOTTOM_NAV_HEIGHT = MOBILE_BOTTOM_NAV_HEIGHT;

/** The mobile bottom navigation: main, deposit, withdrawal, betting history, my page (short words: five fit at 390 px in every language). */
export function MobileBottomNav() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const current = ITEMS.find((item) => item.to === pathname)?.to;
  return (
    <nav aria-label={t('nav.mobile')} className={styles.nav} style={{ height: BOTTOM_NAV_HEIGHT }}>
      {ITEMS.map(({ key, to, Icon }) => (
        <Link
          key={key}
          to={to}
          className={current === to ? `${styles.item} ${styles.current}` : styles.item}
          aria-current={current === to ? 'page' : undefined}
        >
          <Icon />
          <span className={styles.label}>{t(`bottomNav.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
