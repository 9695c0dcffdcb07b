// The route tables name their screens from here. The table of every screen's loader (./screens: 60-odd
// dynamic imports, with the list of the files each one needs) is a chunk of its own: a page that is
// not one of the shell's waits for it once, and start-up fetches it when the browser is idle after the
// app has the page (prefetchScreenTable), so a guest's first page never downloads it.
import type { Load } from './LazyScreen';
import type { ScreenName } from './screens';

const table = () => import('./screens');
const made = new Map<ScreenName, Load>();

/** The loader of a screen by its name: the table first (loaded once), then the screen's own chunk. */
function loaderOf(name: ScreenName): Load {
  let load = made.get(name);
  if (!load) {
    load = () => table().then((m) => m.screens[name]());
    made.set(name, load);
  }
  return load;
}

/** Each screen's loader by name (one per name, so a screen's chunk loads once and React keeps its component). */
export const screens: Readonly<Record<ScreenName, Load>> = new Proxy({} as Record<ScreenName, Load>, {
  get: (_target, name) => (typeof name === 'string' ? loaderOf(name as ScreenName) : undefined),
});

/** Starts loading the table (its failure is met again, and reported, by the navigation that needs it). */
export function prefetchScreenTable(): void {
  table().catch(() => undefined);
}
