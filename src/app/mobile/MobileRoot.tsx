import { LayoutProvider } from '@forms/renderer/layout-context';
import { AppFrame } from '../chrome/AppFrame';
import { MOBILE_PATHS } from '../chrome/links';

/** The mobile app's root route: the shared frame (login and signup are pages here). */
export function MobileRoot() {
  return (
    <LayoutProvider layout="mobile">
      <AppFrame paths={MOBILE_PATHS} />
    </LayoutProvider>
  );
}
