import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoadingOverlayShown } from '../../components/loading-overlay';
import { useScreensLoading, withChunkTimeout } from '../chunk';
import { withMui } from '../mui/with-mui';

const LoadingOverlay = lazy(() =>
  withChunkTimeout(withMui(() => import('../../components/LoadingOverlay').then((m) => m.LoadingOverlay))).then((C) => ({ default: C })),
);

/** Past this, a screen that is still loading shows the overlay (quicker ones never flash it). */
const ROUTE_DELAY_MS = 400;

/** The loading overlay: while anything asks for it (loadingOverlay.show), or a screen's code takes long to load. */
export function RouteLoadingOverlay() {
  const requested = useLoadingOverlayShown();
  const navigating = useScreensLoading();
  const [slow, setSlow] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (!navigating) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), ROUTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigating]);
  const open = requested || slow;
  useEffect(() => {
    if (open) setNeeded(true);
  }, [open]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlay open={open} />
    </Suspense>
  );
}
