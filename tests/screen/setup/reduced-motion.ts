// The browser suite's contexts ask for reduced motion (tests/e2e/support/shell.ts); jsdom has no
// matchMedia, so it is given one that says the same: MUI's dialogs and menus then open and close
// without a transition (theme.motion.reducedMotion 'system'), and no test waits for a fade.
const REDUCE = '(prefers-reduced-motion: reduce)';

window.matchMedia = (query: string): MediaQueryList => ({
  matches: query.replace(/\s+/g, ' ').trim() === REDUCE,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});
