import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useScreensLoading } from '../chunk';
import { ContentLoading } from '../pages/ContentLoading';
import { RouteErrorBoundary } from '../pages/RouteErrorBoundary';

export const MAIN_ID = 'main-content';

/**
 * The page's <main> (the route's screen, or `children` instead): the skip link's target; busy while
 * a screen's code loads; a screen that fails shows the error here and the chrome stays. data-path
 * is the path the router has committed (the route walker waits on it instead of guessing).
 */
export function PageMain({ sx, children }: { sx?: SxProps<Theme>; children?: ReactNode }) {
  const { pathname } = useLocation();
  const loading = useScreensLoading();
  return (
    <Box
      component="main"
      id={MAIN_ID}
      tabIndex={-1}
      data-path={pathname}
      aria-busy={loading}
      sx={{ outline: 'none', flex: 1, minWidth: 0, ...sx }}
    >
      <RouteErrorBoundary>
        <Suspense fallback={<ContentLoading />}>{children ?? <Outlet />}</Suspense>
      </RouteErrorBoundary>
    </Box>
  );
}
