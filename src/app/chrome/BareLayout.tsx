import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { productName } from '@/config/env';
import styles from './BareLayout.module.css';
import { PageMain } from './PageMain';

/** The product name and the language switcher only: the maintenance page (/warning). */
export function BareLayout() {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <p className={styles.name}>{productName()}</p>
        <LanguageSwitcher dense />
      </header>
      <PageMain className={styles.main} />
    </div>
  );
}
