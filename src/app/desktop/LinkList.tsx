import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavLink as Link } from '../chrome/links';

/** A titled list of the chrome's links (labels shell:links.<key>); the current page is marked. */
export function LinkList({ title, links }: { title: string; links: readonly Link[] }) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <List
      dense
      aria-labelledby={id}
      subheader={
        <ListSubheader id={id} disableSticky sx={{ bgcolor: 'transparent', lineHeight: 2.5 }}>
          {title}
        </ListSubheader>
      }
    >
      {links.map((link) => (
        <li key={link.key}>
          <ListItemButton
            component={NavLink}
            to={link.to}
            sx={{ mx: 1, borderRadius: 1, '&.active': { color: 'primary.main', bgcolor: 'action.selected' } }}
          >
            <ListItemText primary={t(`links.${link.key}`)} />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
