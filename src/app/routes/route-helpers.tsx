// Small builders that keep the route tables reading like docs/rules.md#routes.
import { Navigate, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { BareLayout } from '../chrome/BareLayout';
import { EmptyLayout } from '../chrome/EmptyLayout';
import { LazyScreen, type Load } from './LazyScreen';
import { screens } from './screen-table';

/** One path showing one lazily loaded screen. */
export const page = (path: string, load: Load): RouteObject => ({ path, element: <LazyScreen load={load} /> });

/** The index route of its parent. */
export const indexPage = (load: Load): RouteObject => ({ index: true, element: <LazyScreen load={load} /> });

/** Several paths (e.g. one per vendor) showing the same screen. */
export const pages = (load: Load, ...paths: string[]): RouteObject[] => paths.map((path) => page(path, load));

/** A path that always sends the browser elsewhere (no page of its own). */
/** `path` leads to `to` (with `state` for the page it lands on, when given). */
export const redirectRoute = (path: string, to: string, state?: unknown): RouteObject => ({
  path,
  element: <Navigate to={to} replace {...(state === undefined ? {} : { state })} />,
});

function StripMemberPrefix() {
  const rest = useParams()['*'] ?? '';
  const { search, hash } = useLocation();
  return <Navigate to={`/${rest}${search}${hash}`} replace />;
}

/**
 * /member/<path> → /<path>: the logged-in pages keep the paths of docs/rules.md#routes (coverage.json) and
 * /member is their parent in the table, not a URL prefix; a /member/... link still works.
 */
export const memberPrefixRedirect: RouteObject = { path: 'member/*', element: <StripMemberPrefix /> };

/** /warning, where maintenance sends everyone (both layouts), without the chrome. */
export const warningRoute = (): RouteObject => ({ element: <BareLayout />, children: [page('warning', screens.warning)] });

/** /slot/game: the game window, an empty layout (put it under the guard). */
export const gameWindowRoute = (): RouteObject => ({ element: <EmptyLayout />, children: [page('slot/game', screens.slotGame)] });
