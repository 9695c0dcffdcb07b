// Real-user monitoring (README "Real-user monitoring"): the page's Core Web Vitals (LCP,
// INP, CLS: web-vitals) and its errors (window errors, unhandled rejections, the route error
// boundary's) go to VITE_RUM_URL in batches (src/lib/rum-queue.ts), each with the route's pattern and
// the layout, nothing personal (no member id, no token, no query). Loaded by start.tsx only when
// VITE_RUM_URL is set and only once the app has the page, so it adds nothing to the start-up code.
import type { RouteObject } from 'react-router-dom';
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { onCaughtError } from '../../lib/caught-errors';
import { createRumQueue, describeError, type RumEvent } from '../../lib/rum-queue';
import type { Layout } from '../device';
import { routePattern } from './route-pattern';

export function startRum(url: string, routes: RouteObject[], layout: Layout): void {
  try {
    const queue = createRumQueue({ url, send: (to, body) => navigator.sendBeacon(to, body) });
    const route = () => routePattern(routes, window.location.pathname);
    // the largest paint belongs to the page the member landed on, even when it is reported later
    const landing = route();
    const hidden = () => document.visibilityState === 'hidden';
    const add = (event: RumEvent) => {
      queue.add(event);
      // a vital reported as the page is hidden or left goes now: there is no later
      if (hidden()) queue.flush();
    };
    const vital = (m: Metric) => {
      if (m.name === 'LCP' || m.name === 'INP' || m.name === 'CLS')
        add({ kind: 'vital', name: m.name, value: m.value, rating: m.rating, route: m.name === 'LCP' ? landing : route(), layout });
    };
    const failure = (source: 'window' | 'rejection' | 'route', error: unknown, fallback?: string) =>
      add({ kind: 'error', source, ...describeError(error, fallback), route: route(), layout });

    onLCP(vital);
    onINP(vital);
    onCLS(vital);
    window.addEventListener('error', (e) => failure('window', e.error, e.message));
    window.addEventListener('unhandledrejection', (e) => failure('rejection', e.reason));
    onCaughtError((error) => failure('route', error));
    window.addEventListener('pagehide', () => queue.flush());
    document.addEventListener('visibilitychange', () => hidden() && queue.flush());
  } catch {
    // monitoring never breaks the page
  }
}
