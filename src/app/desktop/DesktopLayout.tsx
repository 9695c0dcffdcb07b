import { DESKTOP_PATHS } from '../chrome/links';
import { PageMain } from '../chrome/PageMain';
import { SiteFooter } from '../chrome/SiteFooter';
import styles from './DesktopLayout.module.css';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/**
 * The desktop chrome: the top bar, the side menu, and the page. The top bar comes first in the
 * document, so the keyboard reaches the member's actions (or signup and login) right after the skip
 * link; the grid draws the side menu on the left, beside both.
 */
export function DesktopLayout() {
  return (
    <div className={styles.root}>
      <TopBar className={styles.top} />
      <SideMenu className={styles.menu} />
      <PageMain className={styles.main} />
      <SiteFooter className={styles.foot} saferPath={DESKTOP_PATHS.safer} />
    </div>
  );
}
