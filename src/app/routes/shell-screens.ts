// The shell's own screens (and the partner layout) and the mobile login and signup pages,
// loaded lazily like every other screen. The main pages are built without MUI (they are the first
// thing a guest downloads); the others bring MUI's theme with them (withMui).
import type { ComponentType } from 'react';
import { withMui } from '../mui/with-mui';

type Load = () => Promise<ComponentType>;

export const shellScreens = {
  desktopMain: () => import('../desktop/DesktopMainPage').then((m) => m.DesktopMainPage),
  mobileMain: () => import('../mobile/MobileMainPage').then((m) => m.MobileMainPage),
  partnerLayout: withMui(() => import('../desktop/PartnerLayout').then((m) => m.PartnerLayout)),
  mobileLogin: withMui(() => import('@/features/auth/pages/MobileLoginPage').then((m) => m.MobileLoginPage)),
  mobileSignup: withMui(() => import('@/features/auth/pages/MobileSignupPage').then((m) => m.MobileSignupPage)),
  warning: withMui(() => import('@/features/site/pages/WarningPage').then((m) => m.WarningPage)),
} satisfies Record<string, Load>;
