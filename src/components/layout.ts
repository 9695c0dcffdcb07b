// The page's layout for screens: one screen serves both route tables and asks which it is in.
export { LayoutProvider, useLayout, type Layout } from '@forms/renderer/layout-context';

/** The height of the phone's fixed bottom navigation (what sits above it leaves this much room). */
export const MOBILE_BOTTOM_NAV_HEIGHT = 56;
