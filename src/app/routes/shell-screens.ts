// The shell's own screens (and the partner layout) and part B's mobile login and signup pages,
// loaded lazily like every other screen.
import type { ComponentType } from 'react';

type Load = () => Promise<ComponentType>;

export const shellScreens = {
  desktopMain: () => import('../desktop/DesktopMainPage').then((m) => m.DesktopMainPage),
  mobileMain: () => import('../mobile/MobileMainPage').then((m) => m.MobileMainPage),
  partnerLayout: () => import('../desktop/PartnerLayout').then((m) => m.PartnerLayout),
  mobileLogin: () => import('../../features/auth/pages/MobileLoginPage').then((m) => m.MobileLoginPage),
  mobileSignup: () => import('../../features/auth/pages/MobileSignupPage').then((m) => m.MobileSignupPage),
  warning: () => import('../../features/site/pages/WarningPage').then((m) => m.WarningPage),
} satisfies Record<string, Load>;
