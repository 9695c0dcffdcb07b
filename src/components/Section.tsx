import { useId, type ReactNode } from 'react';
import { Card } from './ui/Card';
import ui from './ui/ui.module.css';
import styles from './Section.module.css';

/** A titled block of a page, exposed as a labelled region. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" padded aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={ui.h2}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
