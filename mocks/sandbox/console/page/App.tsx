// The frame: a bar with the title and the language switch, one tab per panel (the tab is in the
// address's #hash, so a reload keeps it).
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ComponentType } from 'react';
import { CashPanel } from './panels/CashPanel';
import { ClockPanel } from './panels/ClockPanel';
import { GamesPanel } from './panels/GamesPanel';
import { InquiriesPanel } from './panels/InquiriesPanel';
import { MembersPanel } from './panels/MembersPanel';
import { MessagesPanel } from './panels/MessagesPanel';
import { MinigamesPanel } from './panels/MinigamesPanel';
import { OverviewPanel } from './panels/OverviewPanel';
import { PartnersPanel } from './panels/PartnersPanel';
import { PostsPanel } from './panels/PostsPanel';
import { RumPanel } from './panels/RumPanel';
import { SitePanel } from './panels/SitePanel';
import { SportsPanel } from './panels/SportsPanel';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, TEXT, type Language, type Text } from './text';
import { TextContext } from './ui';

const PANELS: { id: string; label: keyof Text; Panel: ComponentType }[] = [
  { id: 'overview', label: 'tabOverview', Panel: OverviewPanel },
  { id: 'members', label: 'tabMembers', Panel: MembersPanel },
  { id: 'cash', label: 'tabCash', Panel: CashPanel },
  { id: 'messages', label: 'tabMessages', Panel: MessagesPanel },
  { id: 'posts', label: 'tabPosts', Panel: PostsPanel },
  { id: 'inquiries', label: 'tabInquiries', Panel: InquiriesPanel },
  { id: 'site', label: 'tabSite', Panel: SitePanel },
  { id: 'clock', label: 'tabClock', Panel: ClockPanel },
  { id: 'minigames', label: 'tabMinigames', Panel: MinigamesPanel },
  { id: 'games', label: 'gamesTab', Panel: GamesPanel },
  { id: 'sports', label: 'tabSports', Panel: SportsPanel },
  { id: 'partners', label: 'tabPartners', Panel: PartnersPanel },
  { id: 'rum', label: 'tabRum', Panel: RumPanel },
];

// MUI's default warning and info tones are below 4.5:1 against white: darker ones here (axe, WCAG AA)
const theme = createTheme({ palette: { primary: { main: '#1f4e8c' }, warning: { main: '#9a4d00' }, info: { main: '#01579b' } } });
const LANGUAGE_KEY = 'sandbox-console-language';

const panelFromHash = (): string => {
  const id = window.location.hash.slice(1);
  return PANELS.some((p) => p.id === id) ? id : 'overview';
};

/** The language chosen before in this browser, else Korean (the site's default). */
function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function App() {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  const [tab, setTab] = useState(panelFromHash);
  const t = TEXT[language];

  useEffect(() => {
    document.documentElement.lang = language;
    document.title = t.title;
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      /* private mode */
    }
  }, [language, t.title]);
  useEffect(() => {
    const onHash = () => setTab(panelFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const choose = (id: string) => {
    setTab(id);
    window.history.replaceState(null, '', `#${id}`);
  };
  const current = PANELS.find((p) => p.id === tab) ?? PANELS[0];

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <TextContext.Provider value={t}>
        <AppBar position="static" elevation={0}>
          <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: { xs: 1, sm: 0 } }}>
            <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }}>
              {t.title}
            </Typography>
            <Chip label={t.localOnly} size="small" sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit' }} />
            <ToggleButtonGroup
              size="small"
              exclusive
              value={language}
              aria-label={t.language}
              onChange={(_e, v: Language | null) => v && setLanguage(v)}
              sx={{ bgcolor: 'background.paper' }}
            >
              {LANGUAGES.map((l) => (
                <ToggleButton key={l.code} value={l.code} lang={l.code} sx={{ textTransform: 'none', py: 0.25 }}>
                  {l.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Toolbar>
          <Box sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
            <Tabs
              value={current?.id ?? 'overview'}
              onChange={(_e, id: string) => choose(id)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={t.tabs}
            >
              {PANELS.map((p) => (
                <Tab key={p.id} value={p.id} label={t[p.label]} id={`tab-${p.id}`} aria-controls={`panel-${p.id}`} />
              ))}
            </Tabs>
          </Box>
        </AppBar>
        <Container component="main" maxWidth="xl" sx={{ py: 2, px: { xs: 1, sm: 2 } }}>
          {current && (
            <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
              <current.Panel />
            </div>
          )}
        </Container>
      </TextContext.Provider>
    </ThemeProvider>
  );
}
