import Box from '@mui/material/Box';
import { PageMain } from '../chrome/PageMain';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

/** The desktop chrome: side menu, top bar, and the page. */
export function DesktopLayout() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SideMenu />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <TopBar />
        <PageMain sx={{ p: { md: 3, lg: 4 }, maxWidth: 1280, width: '100%', mx: 'auto' }} />
      </Box>
    </Box>
  );
}
