import { lazy, Suspense, useState } from 'react';
import { withChunkTimeout } from '../chunk';
import { MOBILE_PATHS } from '../chrome/links';
import { PageMain } from '../chrome/PageMain';
import { SiteFooter } from '../chrome/SiteFooter';
import { withMui } from '../mui/with-mui';
import { BOTTOM_NAV_HEIGHT, MobileBottomNav } from './MobileBottomNav';
import { MobileHeader } from './MobileHeader';
import styles from './MobileLayout.module.css';

// The drawer is MUI's: it loads with MUI's theme around it, on first open (never in the first render).
const MobileMenuDrawer = lazy(() =>
  withChunkTimeout(withMui(() => import('./MobileMenuDrawer').then((m) => m.MobileMenuDrawer))).then((C) => ({ default: C })),
);

/** The mobile chrome: compact header, the page, the footer, bottom navigation; the menu drawer loads on first open. */
export function MobileLayout() {
  const [open, setOpen] = useState(false);
  const [needed, setNeeded] = useState(false);
  return (
    // room below the page for the fixed bottom navigation
    <div className={styles.root} style={{ paddingBottom: BOTTOM_NAV_HEIGHT + 16 }}>
      <MobileHeader
        menuOpen={open}
        onMenu={() => {
          setNeeded(true);
          setOpen(true);
        }}
      />
      <PageMain className={styles.main} />
      <SiteFooter saferPath={MOBILE_PATHS.safer} />
      <MobileBottomNav />
      {needed && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
