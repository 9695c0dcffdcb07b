import type { ReactNode } from 'react';
import styles from './misc.module.css';

/** A message block: `error` is announced at once (role alert), `info` politely (role status). */
export function Alert({ severity = 'error', action, children }: { severity?: 'error' | 'info'; action?: ReactNode; children: ReactNode }) {
  return (
    <div role={severity === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[severity]}`}>
      <div className={styles.alertText}>{children}</div>
      {action}
    </div>
  );
}
