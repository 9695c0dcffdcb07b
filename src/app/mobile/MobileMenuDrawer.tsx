import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { CloseIcon } from '@/components/icons';
import { productName } from '@/config/env';
import { MOBILE_ACCOUNT_LINKS, MOBILE_GAME_LINKS, MOBILE_LOBBY_GROUPS, MOBILE_PATHS } from '../chrome/links';
import { SessionArea } from '../chrome/SessionArea';
import { MENU_ID } from './MobileHeader';

/** The mobile menu: the member's summary (or login and signup), the language, every member-area link, the live casino's and fishing lobbies. */
export function MobileMenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const titleId = useId();
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      anchor="left"
      slotProps={{
        paper: { id: MENU_ID, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: 300, maxWidth: '86vw' } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 800, color: 'primary.main' }}>
          {t('menu.title', { name: productName() })}
        </Typography>
        <IconButton aria-label={t('menu.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SessionArea paths={MOBILE_PATHS} stacked onLogin={() => go('/login')} onSignup={() => go('/join')} onNavigate={onClose} />
        <LanguageSwitcher />
      </Box>
      <Divider />
      {[
        { label: t('nav.games'), links: MOBILE_GAME_LINKS.map((l) => ({ to: l.to, label: t(`links.${l.key}`) })) },
        ...MOBILE_LOBBY_GROUPS.map((g) => ({
          label: t(`gameGroups.${g.group}`),
          links: g.links.map((l) => ({ to: l.to, label: t(`vendor.${l.key}` as 'vendor.evolution') })),
        })),
        { label: t('nav.account'), links: MOBILE_ACCOUNT_LINKS.map((l) => ({ to: l.to, label: t(`links.${l.key}`) })) },
      ].map((group: { label: string; links: readonly { to: string; label: string }[] }) => (
        <List key={group.label} dense aria-label={group.label}>
          {group.links.map((link) => (
            <li key={link.to}>
              <ListItemButton component={NavLink} to={link.to} onClick={onClose} sx={{ '&.active': { color: 'primary.main' } }}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </li>
          ))}
        </List>
      ))}
    </Drawer>
  );
}
