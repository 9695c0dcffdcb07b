import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavLink as Link } from '../chrome/links';
import styles from './menu-list.module.css';

/** A titled list of the chrome's links (labels shell:links.<key>); the current page is marked. */
export function LinkList({ title, links }: { title: string; links: readonly Link[] }) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <ul aria-labelledby={id} className={styles.list}>
      <li id={id} className={styles.subheader}>
        {title}
      </li>
      {links.map((link) => (
        <li key={link.key}>
          <NavLink to={link.to} className={({ isActive }) => (isActive ? `${styles.item} ${styles.selected}` : styles.item)}>
            <span className={styles.label}>{t(`links.${link.key}`)}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
