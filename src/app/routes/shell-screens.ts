// The main pages, loaded lazily like every other screen but named here, not in the screen table
// (./screen-table): they are the first thing a guest downloads, so they wait for nothing else. They
// are built without MUI.
import type { ComponentType } from 'react';

type Load = () => Promise<ComponentType>;

export const shellScreens = {
  desktopMain: () => import('../desktop/DesktopMainScreen').then((m) => m.DesktopMainScreen),
  mobileMain: () => import('../mobile/MobileMainScreen').then((m) => m.MobileMainScreen),
} satisfies Record<string, Load>;
