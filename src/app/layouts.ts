// The two apps of one build (README: Add a screen): each route tree is its own lazily loaded chunk, so
// a phone never downloads the desktop chrome and the reverse.
import type { RouteObject } from 'react-router-dom';
import { withChunkTimeout } from './chunk';
import type { Layout } from './device';

export type CreateRoutes = () => RouteObject[];

export function loadRoutes(layout: Layout): Promise<CreateRoutes> {
  return layout === 'mobile'
    ? withChunkTimeout(() => import('./routes/mobile').then((m) => m.createMobileRoutes))
    : withChunkTimeout(() => import('./routes/desktop').then((m) => m.createDesktopRoutes));
}
