import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The pattern of the route showing `pathname` (`/board/read/:boardIdx`, not `/board/read/42`): what
 * real-user monitoring groups by, with no id of anyone's in it. An address no route matches: `(none)`.
 */
export function routePattern(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return '(none)';
  const parts = matches.flatMap(({ route }) => (route.path ? [route.path] : []));
  const joined = `/${parts.join('/')}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}
