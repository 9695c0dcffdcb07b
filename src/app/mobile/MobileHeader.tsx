import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MailIcon, MenuIcon } from '../../components/icons';
import { productName } from '../../config/env';
import { formatWon } from '../../lib/format';
import { useSession } from '../../session/use-session';
import { GuestActions } from '../chrome/GuestActions';
import { MOBILE_PATHS } from '../chrome/links';

export const MENU_ID = 'mobile-menu';

/** The mobile header: menu, home, and the member's cash and unread messages (or login and signup). */
export function MobileHeader({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const status = useSession((s) => s.status);
  const cash = useSession((s) => s.member?.cashAmt);
  const unread = useSession((s) => s.unread);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar variant="dense" sx={{ gap: 1, px: 1, minHeight: 56 }}>
        <IconButton
          edge="start"
          aria-label={t('menu.open')}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? MENU_ID : undefined}
          onClick={onMenu}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          aria-label={t('nav.home', { name: productName() })}
          sx={{ fontSize: 20, fontWeight: 800, letterSpacing: 1, color: 'primary.main' }}
        >
          {productName()}
        </Link>
        <Box sx={{ flex: 1 }} />
        {status === 'member' && cash !== undefined && (
          <>
            <Typography
              component="p"
              variant="body2"
              aria-label={t('member.cashAmount', { amount: formatWon(cash, i18n.language) })}
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
            >
              {formatWon(cash, i18n.language)}
            </Typography>
            <IconButton component={RouterLink} to={MOBILE_PATHS.messages} aria-label={t('member.unread', { count: unread })}>
              <Badge badgeContent={unread} color="error" max={99}>
                <MailIcon />
              </Badge>
            </IconButton>
          </>
        )}
        {status === 'guest' && <GuestActions dense onLogin={() => void navigate('/login')} onSignup={() => void navigate('/join')} />}
      </Toolbar>
    </AppBar>
  );
}
