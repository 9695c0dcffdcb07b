// The shell's own screens and part B's auth pages, loaded lazily like every other screen.
import type { ComponentType } from 'react';

type Load = () => Promise<ComponentType>;

export const shellScreens = {
  desktopMain: () => import('../desktop/DesktopMainPage').then((m) => m.DesktopMainPage),
  mobileMain: () => import('../mobile/MobileMainPage').then((m) => m.MobileMainPage),
  warning: () => import('../../features/site/pages/WarningPage').then((m) => m.WarningPage),
} satisfies Record<string, Load>;
