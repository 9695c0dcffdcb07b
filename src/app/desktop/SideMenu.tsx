import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import ui from '@/components/ui/ui.module.css';
import { productName } from '@/config/env';
import { DESKTOP_ACCOUNT_LINKS, DESKTOP_GAME_LINKS, DESKTOP_MORE_LINKS } from '../chrome/links';
import { SlotPicker } from '../modals/SlotPicker';
import { GameMenu } from './GameMenu';
import { LinkList } from './LinkList';
import styles from './SideMenu.module.css';

export const SIDE_MENU_WIDTH = 248;

/** The desktop side menu: the product (home), the slot game picker, game categories, the member area's links. */
export function SideMenu({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={t('nav.main')} className={className ? `${styles.nav} ${className}` : styles.nav} style={{ width: SIDE_MENU_WIDTH }}>
      <Link to="/" aria-label={t('nav.home', { name: productName() })} className={styles.home}>
        {productName()}
      </Link>
      <div className={styles.picker}>
        <SlotPicker />
      </div>
      <hr className={ui.divider} />
      <GameMenu />
      <LinkList title={t('nav.moreGames')} links={DESKTOP_GAME_LINKS} />
      <hr className={ui.divider} />
      <LinkList title={t('nav.account')} links={DESKTOP_ACCOUNT_LINKS} />
      <LinkList title={t('nav.more')} links={DESKTOP_MORE_LINKS} />
    </nav>
  );
}
