/** The height of the phone's fixed bottom navigation (what sits above it leaves this much room). */
export const MOBILE_BOTTOM_NAV_HEIGHT = 56;
