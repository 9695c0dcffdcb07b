import { useEffect, useState } from 'react';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { useLoadingOverlayShown } from '@/components/loading-overlay';
import { useScreensLoading } from '../chunk';

/** Past this, a screen that is still loading shows the overlay (quicker ones never flash it). */
const ROUTE_DELAY_MS = 400;

/** The loading overlay: while anything asks for it (loadingOverlay.show), or a screen's code takes long to load. */
export function RouteLoadingOverlay() {
  const requested = useLoadingOverlayShown();
  const navigating = useScreensLoading();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!navigating) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), ROUTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigating]);
  return <LoadingOverlay open={requested || slow} />;
}
