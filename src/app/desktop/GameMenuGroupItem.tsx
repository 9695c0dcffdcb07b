import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { ExpandLessIcon, ExpandMoreIcon } from '../../components/icons';
import type { GameMenuGroup } from '../../features/site/game-menu';

/** The games of one category; static entries take their names from pages.json (loaded on first open). */
function GameEntries({ id, group }: { id: string; group: GameMenuGroup }) {
  const { t } = useTranslation('pages');
  return (
    <List id={id} dense disablePadding>
      {group.entries.map((entry) => (
        <ListItemButton
          key={entry.key}
          component={NavLink}
          to={entry.to}
          sx={{ pl: 4, mx: 1, borderRadius: 1, '&.active': { color: 'primary.main' } }}
        >
          <ListItemText primary={entry.label ?? t(`vendor.${entry.key}`)} />
        </ListItemButton>
      ))}
    </List>
  );
}

/** One game category: a button that opens or closes its list of games (open when a game of it is shown). */
export function GameMenuGroupItem({ group }: { group: GameMenuGroup }) {
  const { pathname } = useLocation();
  const listId = useId();
  const [open, setOpen] = useState(() => group.entries.some((entry) => entry.to === pathname));
  return (
    <li>
      <ListItemButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{ borderRadius: 1, mx: 1 }}
      >
        <ListItemText primary={group.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <Suspense fallback={null}>
          <GameEntries id={listId} group={group} />
        </Suspense>
      </Collapse>
    </li>
  );
}
