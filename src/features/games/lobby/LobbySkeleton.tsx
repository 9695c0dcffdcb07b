import styles from './lobby.module.css';

/** Sized placeholders while the games load (the region's busy state speaks for them). */
export function LobbySkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.card}>
          <span className={`${styles.picture} ${styles.skeleton}`} />
          <span className={`${styles.skeletonLine} ${styles.skeleton}`} />
        </li>
      ))}
    </ul>
  );
}
