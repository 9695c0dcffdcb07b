// Development-only routes for QA. `import.meta.env.DEV` is false in a production build, so the whole
// branch (and the dynamic import with it) is dropped: the gallery never reaches the production bundle.
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

export const devRoutes: RouteObject[] = import.meta.env.DEV
  ? [{ path: '/__dev/forms', Component: lazy(() => import('./FormsGallery')) }]
  : [];
