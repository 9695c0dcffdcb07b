import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { theme } from '../theme';

/** MUI's theme around a subtree: dialogs, forms, member and partner screens (never the light chrome). */
export function MuiScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** `Component` inside MuiScope. */
export function scoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  Scoped.displayName = `Mui(${Component.displayName ?? Component.name})`;
  return Scoped;
}
