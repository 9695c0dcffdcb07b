import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/**
 * Language and server state: what every screen of both layouts stands on. (MUI's theme is not here:
 * the chrome is built without MUI, and what uses MUI brings its theme along; see mui/with-mui.ts.)
 */
export function Providers({ i18n, queryClient, children }: { i18n: I18n; queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>{children}</Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
