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

  const active = new WeakMap<Element, number>();
  let ids = 0;
  /** What besides the document's nodes the answer depends on, as one string. */
  const current = () => {
    const focused = win.document.activeElement;
    let id = 0;
    if (focused) {
      id = active.get(focused) ?? ++ids;
      active.set(focused, id);
    }
    return `${sheetChanges} ${id} ${win.innerWidth}x${win.innerHeight}`;
  };

  win.getComputedStyle = (element: Element, pseudoElement?: string | null): CSSStyleDeclaration => {
    const now = current();
    if (observer.takeRecords().length > 0 || now !== state) {
      cache = new WeakMap();
      state = now;
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
