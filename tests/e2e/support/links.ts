// What the route walk reads on each screen it opens besides the screen itself: the app's own
// links (for "every route is reached by links from the main page") and where the screen's level-1
// heading starts (one page frame). Used by support/route-walk.ts.
import type { Page } from 'playwright-core';
import { landing } from './shell';

/** The app's own addresses the page links to (a[href], same origin), as paths. */
export const hrefs = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );

/** The left edge of the screen's level-1 heading, in px. */
export const headingLeft = (page: Page): Promise<number> =>
  page.evaluate(() => Math.round(document.querySelector('main h1')?.getBoundingClientRect().left ?? -1));

/** Waits until `path`'s screen shows what it read: a heading, nothing busy, no spinner still turning. */
export async function settledAt(page: Page, path: string): Promise<string | null> {
  const wrong = await landing(page, path);
  if (wrong) return wrong;
  try {
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        return main !== null && !main.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])');
      },
      undefined,
      { timeout: 15_000, polling: 50 },
    );
    return null;
  } catch {
    const busy = await page.evaluate(() =>
      [...document.querySelectorAll('main [aria-busy="true"], main [role="progressbar"]:not([aria-valuenow])')].map((e) =>
        e.outerHTML.slice(0, 160),
      ),
    );
    return `still reading after 15 s: ${busy.join(' | ')}`;
  }
}

/**
 * The route shapes (`/board/read/:boardIdx`) reachable from `start` through `links` (each opened
 * path's links): a route is reached when a reached page links to a path of its shape.
 */
export function reachable(start: string, links: ReadonlyMap<string, readonly string[]>, routes: readonly string[]): Set<string> {
  const shapes = routes.map((route) => ({ route, match: new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`) }));
  const shapeOf = (path: string) => shapes.find((s) => s.match.test(path))?.route;
  // the opened paths by shape: what a link to a shape leads to
  const opened = new Map<string, string[]>();
  for (const path of links.keys()) {
    const shape = shapeOf(path);
    if (shape) opened.set(shape, [...(opened.get(shape) ?? []), path]);
  }
  const reached = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const path = queue.shift()!;
    for (const link of links.get(path) ?? []) {
      const shape = shapeOf(link);
      if (shape === undefined || reached.has(shape)) continue;
      reached.add(shape);
      queue.push(...(opened.get(shape) ?? []));
    }
  }
  return reached;
}
