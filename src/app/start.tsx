// Start-up: pick the layout by width (once), load the language and that layout's routes together,
// wire the session's sign-out and login to navigation and the load order, then render.
import { createRoot } from 'react-dom/client';
import { applyTokens } from '../components/ui/tokens';
import { BrowserRouter } from 'react-router-dom';
import { productName } from '../config/env';
import { createI18n, NAMESPACES } from '../i18n/i18n';
import { api } from '../api/instance';
import { restoreSession } from '../session/restore';
import { startSessionTabSync } from '../session/tab-sync';
import { appUnauthorizedMiddleware } from '../session/unauthorized';
import { AppRoutes } from './AppRoutes';
import { isChunkLoadError } from './chunk';
import { pickLayout } from './device';
import { loadRoutes } from './layouts';
import { bindAfterLogin } from './lifecycle/after-login';
import { bootstrap } from './lifecycle/bootstrap';
import { bindSignOutNavigation } from './lifecycle/sign-out-navigation';
import { ErrorScreen } from './pages/ErrorScreen';
import { Providers } from './Providers';
import { createQueryClient } from './query-client';
import { preloadScreens } from './routes/LazyScreen';

/** Namespaces the chrome reads on its first render, loaded with the others instead of after it. */
const SHELL_NAMESPACES = [...NAMESPACES, 'shell', 'site'];

export async function start(rootElement: HTMLElement): Promise<void> {
  document.title = productName();
  applyTokens(document.documentElement.style);
  // the layout's routes and the first screen's code load while the language files do
  const routes = loadRoutes(pickLayout(window.innerWidth)).then((createRoutes) => {
    const table = createRoutes();
    preloadScreens(table, window.location.pathname);
    return table;
  });
  routes.catch(() => undefined); // handled below, after the language is ready
  const queryClient = createQueryClient();
  const i18n = await createI18n(undefined, SHELL_NAMESPACES);
  bindSignOutNavigation(i18n, queryClient);
  bindAfterLogin(queryClient);
  // the session is the browser's, not the tab's: 401s and the other tabs' logins, refreshes and sign-outs
  api.use(appUnauthorizedMiddleware());
  startSessionTabSync(restoreSession);
  void bootstrap(queryClient, restoreSession);
  const root = createRoot(rootElement);
  try {
    const table = await routes;
    root.render(
      <Providers i18n={i18n} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={table} />
        </BrowserRouter>
      </Providers>,
    );
  } catch (error) {
    root.render(
      <Providers i18n={i18n} queryClient={queryClient}>
        <ErrorScreen chunk={isChunkLoadError(error)} />
      </Providers>,
    );
  }
}
