import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useScreensLoading } from '../chunk';
import { HydrationMark } from '../first-view/hydration';
import { ContentLoading } from '../pages/ContentLoading';
import { RouteErrorBoundary } from '../pages/RouteErrorBoundary';
import styles from './PageMain.module.css';

export const MAIN_ID = 'main-content';

/**
 * The page's <main> (the route's screen, or `children` instead): the skip link's target; busy while
 * a screen's code loads; a screen that fails shows the error here and the chrome stays. data-path
 * is the path the router has committed (the route walker waits on it instead of guessing).
 * `className` adds the layout's own padding and width.
 */
export function PageMain({ className, children }: { className?: string; children?: ReactNode }) {
  const { pathname } = useLocation();
  const loading = useScreensLoading();
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      data-path={pathname}
      aria-busy={loading}
      className={className ? `${styles.main} ${className}` : styles.main}
    >
      <RouteErrorBoundary>
        <Suspense fallback={<ContentLoading />}>
          {children ?? <Outlet />}
          <HydrationMark />
        </Suspense>
      </RouteErrorBoundary>
    </main>
  );
}
