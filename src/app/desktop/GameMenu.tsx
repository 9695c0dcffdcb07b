import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/QueryError';
import { Skeleton } from '@/components/ui/Skeleton';
import { buildGameMenu } from '@/features/site/game-menu';
import { CATEGORY_ROUTES } from '../chrome/links';
import { GameMenuGroupItem } from './GameMenuGroupItem';
import styles from './menu-list.module.css';
import { useGameCodes, useGameGroupCodes } from '@/api/reads';

/** The side menu's game categories, one collapsible group each, from the loaded game codes. */
export function GameMenu() {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  const groups = useGameGroupCodes();
  const codes = useGameCodes();
  const menu = useMemo(
    () => (groups.data ? buildGameMenu(groups.data, codes.data ?? [], CATEGORY_ROUTES, i18n.language) : []),
    [groups.data, codes.data, i18n.language],
  );
  return (
    <ul aria-labelledby={id} className={styles.list}>
      <li id={id} className={styles.subheader}>
        {t('nav.games')}
      </li>
      {groups.isPending &&
        [0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.placeholder} aria-hidden>
            <Skeleton height={22} />
          </li>
        ))}
      {groups.isError && (
        <li>
          <QueryError error={groups.error} onRetry={() => void groups.refetch()} />
        </li>
      )}
      {menu.map((group) => (
        <GameMenuGroupItem key={group.code} group={group} />
      ))}
    </ul>
  );
}
