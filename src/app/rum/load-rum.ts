import type { RouteObject } from 'react-router-dom';
import type { Layout } from '../device';

type StartRum = (url: string, routes: RouteObject[], layout: Layout) => void;

/**
 * Real-user monitoring at start-up: nothing at all without an endpoint (VITE_RUM_URL unset); with
 * one, its code (web-vitals and src/app/rum/start-rum.ts) is asked for only once the app has the page,
 * so it is no part of the start-up code. A failed load leaves the page as it is.
 */
export function loadRum(
  url: string | undefined,
  o: { routes: RouteObject[]; layout: Layout; ready: () => Promise<void>; load?: () => Promise<{ startRum: StartRum }> },
): Promise<void> | undefined {
  if (!url) return undefined;
  const load = o.load ?? (() => import('./start-rum'));
  return o
    .ready()
    .then(load)
    .then(({ startRum }) => startRum(url, o.routes, o.layout))
    .catch(() => undefined);
}
