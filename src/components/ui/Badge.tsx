import type { ReactNode } from 'react';
import styles from './misc.module.css';

/** A count over an icon (99+ past 99, hidden at 0). Decorative: the control around it names the count. */
export function Badge({ count, children, max = 99 }: { count: number; children: ReactNode; max?: number }) {
  return (
    <span className={styles.badgeHost}>
      {children}
      {count > 0 && (
        <span className={styles.badge} aria-hidden>
          {count > max ? `${max}+` : count}
        </span>
      )}
    </span>
  );
}
