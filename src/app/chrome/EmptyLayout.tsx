import styles from './EmptyLayout.module.css';
import { PageMain } from './PageMain';

/** No chrome at all: the game window (/slot/game). */
export function EmptyLayout() {
  return <PageMain className={styles.main} />;
}
