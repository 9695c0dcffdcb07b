import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { authDialogs } from '../../session/auth-dialog-store';
import { DESKTOP_PATHS } from '../chrome/links';
import { SessionArea } from '../chrome/SessionArea';

const openLogin = () => authDialogs.open('login');
const openSignup = () => authDialogs.open('signup');

/** The desktop top bar: the member's summary (or signup and login), and the language switcher. */
export function TopBar() {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
      <Toolbar sx={{ gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap', py: 1 }}>
        <Box sx={{ flex: 1 }} />
        <SessionArea paths={DESKTOP_PATHS} onLogin={openLogin} onSignup={openSignup} />
        <LanguageSwitcher dense />
      </Toolbar>
    </AppBar>
  );
}
