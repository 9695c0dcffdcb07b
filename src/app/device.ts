// docs/rules.md#product: the mobile app is chosen by device detection, a width cutoff of 600 px, once at start.
export const MOBILE_MAX_WIDTH = 600;

export type Layout = 'desktop' | 'mobile';

export const pickLayout = (width: number): Layout => (width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop');
