import type { CSSProperties } from 'react';
import styles from './misc.module.css';

/** A grey placeholder where content is still loading (decorative: the region's busy state speaks). */
export function Skeleton({ width = '100%', height = 20 }: { width?: CSSProperties['width']; height?: CSSProperties['height'] }) {
  return <span className={styles.skeleton} style={{ width, height }} aria-hidden />;
}
