import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { devRoutes } from './dev/dev-routes';
import { useSignOutNavigator } from './lifecycle/sign-out-navigation';
import { RouteErrorBoundary } from './pages/RouteErrorBoundary';
import { RouteLoading } from './pages/RouteLoading';

/** The layout's route table, rendered; the outermost boundaries catch what the layouts' own do not. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  useSignOutNavigator();
  const element = useRoutes(devRoutes.length ? [...devRoutes, ...routes] : routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<RouteLoading />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
