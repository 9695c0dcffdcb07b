import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';

export const MAIN_ID = 'main-content';

/**
 * The page's <main> (the route's screen, or `children` instead): the skip link's target; busy while the next screen loads. data-path is the
 * path the router has committed (the route walker waits on it instead of guessing).
 */
export function PageMain({ sx, children }: { sx?: SxProps<Theme>; children?: ReactNode }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <Box component="main" id={MAIN_ID} tabIndex={-1} data-path={pathname} aria-busy={navigation.state !== 'idle'} sx={{ outline: 'none', flex: 1, minWidth: 0, ...sx }}>
      {children ?? <Outlet />}
    </Box>
  );
}
