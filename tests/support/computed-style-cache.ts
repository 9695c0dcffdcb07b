// getComputedStyle kept between changes to a jsdom document (tests/screen/setup/computed-style.ts
// says why). Nothing here is reachable from src.

/** The CSSOM calls that change a style sheet's rules without changing the document's nodes. */
const SHEET_CHANGES = ['insertRule', 'deleteRule', 'addRule', 'removeRule', 'replace', 'replaceSync'] as const;

/**
 * Makes `win.getComputedStyle` answer from what it computed for the same element and pseudo-element
 * while nothing that could change the answer has happened since: a mutation of the document (seen
 * synchronously through the observer's takeRecords), a change to a style sheet through the CSSOM,
 * another focused element, or another window size. Any of these empties the whole cache.
 */
export function cacheComputedStyle(win: Window & typeof globalThis): void {
  const compute = win.getComputedStyle.bind(win);
  let cache = new WeakMap<Element, Map<string, CSSStyleDeclaration>>();
  let sheetChanges = 0;
  let state = '';
  const observer = new win.MutationObserver(() => (cache = new WeakMap()));
  observer.observe(win.document, { subtree: true, childList: true, attributes: true, characterData: true });

  const sheet = win.CSSStyleSheet.prototype as unknown as Record<string, unknown>;
  for (const name of SHEET_CHANGES) {
    const original = sheet[name];
    if (typeof original !== 'function') continue;
    sheet[name] = function (this: CSSStyleSheet, ...args: unknown[]) {
      sheetChanges++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }

  /** What besides the document's nodes the answer depends on: the CSSOM changes and the window's size, and the focus. */
  let focused: Element | null = null;
  const current = () => `${sheetChanges} ${win.innerWidth}x${win.innerHeight}`;
  const unchanged = () => win.document.activeElement === focused && current() === state;

  win.getComputedStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    if (observer.takeRecords().length > 0 || !unchanged()) {
      cache = new WeakMap();
      state = current();
      focused = win.document.activeElement;
    }
    const key = pseudoElement ?? '';
    let forElement = cache.get(element);
    if (!forElement) {
      forElement = new Map();
      cache.set(element, forElement);
    }
    let style = forElement.get(key);
    if (!style) {
      style = compute(element, pseudoElement);
      forElement.set(key, style);
      // jsdom parses a style sheet's text into rules on first use, through the CSSOM calls counted
      // above: that changes no answer
      state = current();
    }
    return style;
  };
}
