// @vitest-environment jsdom
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from '../../lib/caught-errors';
import type { RumEvent } from '../../lib/rum-queue';
import { loadRum } from './load-rum';
import { routePattern } from './route-pattern';
import { startRum } from './start-rum';

const ROUTES: RouteObject[] = [
  {
    path: '/',
    children: [
      { index: true },
      { path: 'board', children: [{ path: 'read/:boardIdx' }, { path: 'list' }] },
      { path: 'mypage/charge/list' },
      { path: 'member', children: [{ path: 'chargeMain' }] },
    ],
  },
];

describe('routePattern', () => {
  it.each([
    ['/', '/'],
    ['/board/read/42', '/board/read/:boardIdx'],
    ['/board/list', '/board/list'],
    ['/mypage/charge/list', '/mypage/charge/list'],
    ['/member/chargeMain', '/member/chargeMain'],
    ['/nowhere/9', '(none)'],
  ])('%s → %s', (pathname, pattern) => expect(routePattern(ROUTES, pathname)).toBe(pattern));
});

describe('loadRum', () => {
  it('off when no endpoint is set: nothing is loaded, not even after the app is ready', async () => {
    const load = vi.fn();
    const ready = vi.fn(() => Promise.resolve());
    expect(loadRum(undefined, { routes: ROUTES, layout: 'desktop', ready, load })).toBeUndefined();
    expect(loadRum('', { routes: ROUTES, layout: 'desktop', ready, load })).toBeUndefined();
    await Promise.resolve();
    expect(ready).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  it('with an endpoint, loads only once the app is ready, then starts with the routes and layout', async () => {
    let becomeReady: () => void = () => undefined;
    const ready = () => new Promise<void>((resolve) => (becomeReady = resolve));
    const startRumSpy = vi.fn();
    const load = vi.fn(() => Promise.resolve({ startRum: startRumSpy }));
    const started = loadRum('/rum', { routes: ROUTES, layout: 'mobile', ready, load });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    becomeReady();
    await started;
    expect(startRumSpy).toHaveBeenCalledWith('/rum', ROUTES, 'mobile');
  });

  it('a failed load leaves the page as it is', async () => {
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(loadRum('/rum', { routes: ROUTES, layout: 'desktop', ready: () => Promise.resolve(), load })).resolves.toBeUndefined();
  });
});

describe('startRum (in a page)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports window errors, unhandled rejections and the boundary’s caught errors with the route pattern, sent when the page is hidden', () => {
    const beacons: { url: string; events: RumEvent[] }[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (url: string, body: string) => beacons.push({ url, events: (JSON.parse(body) as { events: RumEvent[] }).events }) > 0,
    });
    window.history.replaceState(null, '', '/board/read/42?token=abc');
    startRum('https://rum.example/collect', ROUTES, 'desktop');

    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('bad index'), message: 'Uncaught RangeError: bad index' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('no answer');
    window.dispatchEvent(rejection);
    reportCaughtError(new Error('screen broke'));
    expect(beacons).toEqual([]);

    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });

    expect(beacons).toHaveLength(1);
    expect(beacons[0]?.url).toBe('https://rum.example/collect');
    const events = beacons[0]?.events ?? [];
    expect(events.map((e) => (e.kind === 'error' ? [e.source, e.message, e.route, e.layout] : []))).toEqual([
      ['window', 'RangeError: bad index', '/board/read/:boardIdx', 'desktop'],
      ['rejection', 'Error: no answer', '/board/read/:boardIdx', 'desktop'],
      ['route', 'Error: screen broke', '/board/read/:boardIdx', 'desktop'],
    ]);
    expect(JSON.stringify(events)).not.toContain('token');
  });
});
