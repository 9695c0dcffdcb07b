import { createTheme } from '@mui/material/styles';
import { tokens } from '../components/ui/tokens';

/** MUI's theme, from the same tokens as the light chrome's CSS (src/components/ui/tokens.ts). */
export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: tokens.primary, dark: tokens.primaryDark },
    secondary: { main: tokens.secondary },
    error: { main: tokens.error },
    info: { main: tokens.info },
    success: { main: tokens.success },
    warning: { main: tokens.warning },
    background: { default: tokens.bg, paper: tokens.paper },
    divider: tokens.divider,
  },
  typography: {
    fontFamily: tokens.font,
    button: { textTransform: 'none', fontWeight: 600 },
  },
  shape: { borderRadius: parseInt(tokens.radius, 10) },
  // a member who asked the system for less motion gets dialogs, menus and ripples without it (WCAG 2.3.3)
  motion: { reducedMotion: 'system' },
});
