// Errors the app caught and showed the member a screen for (the route error boundary), handed to
// whoever reports them: real-user monitoring (src/app/rum) listens once it has loaded, after the app
// is ready; what was caught before then waits here (the first few only).
type Listener = (error: unknown) => void;

const WAITING_MAX = 10;
const waiting: unknown[] = [];
let listener: Listener | undefined;

/** An error a boundary caught: reported when monitoring is on, otherwise kept (a few) or dropped. */
export function reportCaughtError(error: unknown): void {
  if (listener) listener(error);
  else if (waiting.length < WAITING_MAX) waiting.push(error);
}

/** The one listener (monitoring): it gets what waited first. */
export function onCaughtError(next: Listener): void {
  listener = next;
  for (const error of waiting.splice(0)) next(error);
}
