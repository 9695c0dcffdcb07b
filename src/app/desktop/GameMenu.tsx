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
  const language = i18n.language;
  const menu = useMemo(() => {
    if (!groups.data) return [];
    // the server names groups in Korean and English; Vietnamese gets the site's own words
    const serverNamed = language === 'ko' || language === 'en';
    const groupWords = serverNamed
      ? undefined
      : (code: string) => (i18n.exists(`shell:gameGroups.${code}`) ? t(`gameGroups.${code as 'casino'}`) : undefined);
    return buildGameMenu(groups.data, codes.data ?? [], CATEGORY_ROUTES, language, groupWords);
  }, [groups.data, codes.data, i18n, language, t]);
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
