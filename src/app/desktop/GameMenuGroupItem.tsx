import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { ExpandLessIcon, ExpandMoreIcon } from '@/components/icons';
import type { GameMenuGroup } from '@/features/site/game-menu';
import styles from './menu-list.module.css';

const entryClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.item} ${styles.entry} ${styles.active}` : `${styles.item} ${styles.entry}`;

/** The games of one category; static entries take their names from pages.json (loaded on first open). */
function GameEntries({ id, group }: { id: string; group: GameMenuGroup }) {
  const { t } = useTranslation('shell');
  return (
    <ul id={id}>
      {group.entries.map((entry) => (
        <li key={entry.key}>
          <NavLink to={entry.to} className={entryClass}>
            <span className={styles.label}>{entry.label ?? t(`vendor.${entry.key}`, { defaultValue: entry.key })}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** One game category: a button that opens or closes its list of games (open when a game of it is shown). */
export function GameMenuGroupItem({ group }: { group: GameMenuGroup }) {
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(() => group.entries.some((entry) => entry.to === pathname));
  return (
    <li>
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)} className={styles.item}>
        <span className={styles.groupLabel}>{group.label}</span>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </button>
      {/* the list exists only while open (its names may need pages.json, loaded then) */}
      {open && (
        <Suspense fallback={null}>
          <GameEntries id={listId} group={group} />
        </Suspense>
      )}
    </li>
  );
}
