import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#f5c542' },
    secondary: { main: '#3fb6ff' },
    background: { default: '#0b1420', paper: '#132235' },
  },
  typography: {
    fontFamily: '"Pretendard", "Noto Sans KR", "Apple SD Gothic Neo", "Malgun Gothic", system-ui, sans-serif',
  },
  shape: { borderRadius: 10 },
  components: {
    // Korean text breaks between words, as Korean sites read; long unbroken strings still wrap.
    MuiCssBaseline: { styleOverrides: { body: { wordBreak: 'keep-all', overflowWrap: 'anywhere' } } },
  },
});
