import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { withChunkTimeout } from '../chunk';
import { PageMain } from '../chrome/PageMain';
import { BOTTOM_NAV_HEIGHT, MobileBottomNav } from './MobileBottomNav';
import { MobileHeader } from './MobileHeader';

const MobileMenuDrawer = lazy(() => withChunkTimeout(() => import('./MobileMenuDrawer').then((m) => ({ default: m.MobileMenuDrawer }))));

/** The mobile chrome: compact header, the page, bottom navigation; the menu drawer loads on first open. */
export function MobileLayout() {
  const [open, setOpen] = useState(false);
  const [needed, setNeeded] = useState(false);
  return (
    <Box sx={{ minHeight: '100vh', pb: `${BOTTOM_NAV_HEIGHT + 16}px` }}>
      <MobileHeader
        menuOpen={open}
        onMenu={() => {
          setNeeded(true);
          setOpen(true);
        }}
      />
      <PageMain sx={{ p: 1.5 }} />
      <MobileBottomNav />
      {needed && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
