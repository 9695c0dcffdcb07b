// Remembers the last sign-out and where it sent the browser, for a moment. The route guard reacts
// to the member having just been signed out while the sign-out's own navigation is still under
// way (the router commits it as a transition, after the guard has rendered the guest): it then
// says nothing (the sign-out handler says what is needed) and sends the browser where the sign-out
// does (INSPECT → /warning), never elsewhere.
import type { NavigateOptions } from 'react-router-dom';

export interface Destination {
  to: string;
  options: NavigateOptions;
}

const QUIET_MS = 3_000;
let last: { at: number; destination: Destination } | null = null;

export const markSignedOut = (destination: Destination, now: number = Date.now()): void => {
  last = { at: now, destination };
};

/** Where the last sign-out sent the browser, when it was less than a moment ago; else null. */
export const recentSignOut = (now: number = Date.now()): Destination | null =>
  last !== null && now - last.at < QUIET_MS ? last.destination : null;
