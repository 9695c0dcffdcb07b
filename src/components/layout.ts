// The page's layout for screens: one screen serves both route tables and asks which it is in.
export { LayoutProvider, useLayout, type Layout } from '@forms/renderer/layout-context';
export { MOBILE_BOTTOM_NAV_HEIGHT } from './bottom-nav-height';
