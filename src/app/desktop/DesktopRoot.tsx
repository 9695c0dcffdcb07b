import { LayoutProvider } from '@forms/renderer/layout-context';
import { AppFrame } from '../chrome/AppFrame';
import { DESKTOP_PATHS } from '../chrome/links';
import { AuthDialogsMount } from './AuthDialogsMount';

/** The desktop app's root route: the shared frame, plus the login and signup dialogs. */
export function DesktopRoot() {
  return (
    <LayoutProvider layout="desktop">
      <AppFrame paths={DESKTOP_PATHS}>
        <AuthDialogsMount />
      </AppFrame>
    </LayoutProvider>
  );
}
