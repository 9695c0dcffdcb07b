import styles from './misc.module.css';

/** A small label (a category, a state). */
export function Chip({ label }: { label: string }) {
  return <span className={styles.chip}>{label}</span>;
}
