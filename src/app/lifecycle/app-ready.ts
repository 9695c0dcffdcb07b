// The moment the app has the page (`<html data-app="ready">`, what QA's tests wait for before acting)
// and the work that waits for it: code the first page does not need (the table of every screen, the
// real-user monitoring) loads after it, when the browser is idle, so it never competes with start-up.

let ready = false;
const waiting: Array<() => void> = [];

const whenIdle = (run: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => run(), { timeout: 2000 });
  else setTimeout(run, 0);
};

/** Sets `<html data-app="ready">` (once) and starts what waited for it. */
export function markAppReady(): void {
  if (ready) return;
  ready = true;
  document.documentElement.dataset.app = 'ready';
  for (const run of waiting.splice(0)) whenIdle(run);
}

/** Runs `run` when the browser is idle after the app has the page (at once when it already has). */
export function afterAppReady(run: () => void): void {
  if (ready) whenIdle(run);
  else waiting.push(run);
}

/** Resolves when the browser is idle after the app has the page (afterAppReady as a promise). */
export const whenAppReady = (): Promise<void> => new Promise((resolve) => afterAppReady(resolve));
