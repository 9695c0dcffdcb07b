import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../components/QueryError';
import { useGameCodes } from '../../features/site/api/game-codes';
import { useGameGroupCodes } from '../../features/site/api/game-group-codes';
import { buildGameMenu } from '../../features/site/game-menu';
import { CATEGORY_ROUTES } from '../chrome/links';
import { GameMenuGroupItem } from './GameMenuGroupItem';

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
    <List
      dense
      aria-labelledby={id}
      subheader={
        <ListSubheader id={id} disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
          {t('nav.games')}
        </ListSubheader>
      }
    >
      {groups.isPending && [0, 1, 2, 3].map((i) => <Skeleton key={i} variant="text" height={36} sx={{ mx: 2 }} />)}
      {groups.isError && <QueryError error={groups.error} onRetry={() => void groups.refetch()} />}
      {menu.map((group) => (
        <GameMenuGroupItem key={group.code} group={group} />
      ))}
    </List>
  );
}
