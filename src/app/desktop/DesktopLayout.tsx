import { PageMain } from '../chrome/PageMain';
import styles from './DesktopLayout.module.css';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The desktop chrome: side menu, top bar, and the page. */
export function DesktopLayout() {
  return (
    <div className={styles.root}>
      <SideMenu />
      <div className={styles.column}>
        <TopBar />
        <PageMain className={styles.main} />
      </div>
    </div>
  );
}
