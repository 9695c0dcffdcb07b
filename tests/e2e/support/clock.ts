// The page's installed clock (page.clock) moved on while the network answers at once, as a test
// means it: the app's own timers (polls, watchers, countdowns) fire, its requests' time-outs do not.
//
// page.clock.runFor fires every timer due in the span at once, the time-out of a request still on
// its way included: on a loaded machine a request the app sent a moment before (the balance poll,
// the money merge after a game) was then timed out by the test's clock, not by the network, and the
// page showed a failure no member meets. So the clock moves in steps shorter than the shortest
// time-out (VITE_API_TIMEOUT_MS, 4 s in .env.mock), each once the page has no request in flight.
import type { Page, Request } from 'playwright-core';

const STEP_MS = 1_000;
/** How long a step waits for the page's requests (a hung one fails the test with its address). */
const IDLE_TIMEOUT_MS = 15_000;

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting `page`'s fetch and XHR requests in flight (support/browser.ts, for every page). */
export function countRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  const isCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => void (isCall(request) && pending.add(request)));
  page.on('requestfinished', (request) => void pending.delete(request));
  page.on('requestfailed', (request) => void pending.delete(request));
  page.on('close', () => pending.clear());
}

async function untilIdle(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('runClock: the page was not opened through support/browser.ts (waitForTheApp)');
  const until = Date.now() + IDLE_TIMEOUT_MS;
  while (pending.size > 0) {
    if (Date.now() > until) {
      throw new Error(
        `runClock: requests still on their way after ${IDLE_TIMEOUT_MS / 1000} s: ${[...pending].map((r) => r.url()).join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Moves `page`'s installed clock on by `ms`, a second at a time, each once no request is on its way. */
export async function runClock(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= STEP_MS) {
    await untilIdle(page);
    await page.clock.runFor(Math.min(STEP_MS, left));
  }
}
