import { createTheme } from '@mui/material/styles';
import { tokens } from '../components/ui/tokens';
import { DialogTransition } from './mui/DialogTransition';

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
  components: {
    // every dialog (confirmations, notices, pickers): the second click of the double click that
    // opened it neither closes it nor presses its buttons (src/app/mui/DialogTransition.tsx)
    MuiDialog: { defaultProps: { slots: { transition: DialogTransition } } },
    // a field's error words in the light error tone: the error red itself reads at 3.8:1 on a raised
    // paper (the bet slip), below WCAG's 4.5:1 for text; the outline keeps the red
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-error': { color: tokens.errorText } } } },
    MuiFormLabel: { styleOverrides: { root: { '&.Mui-error': { color: tokens.errorText } } } },
  },
});
