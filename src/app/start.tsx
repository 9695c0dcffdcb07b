// Start-up: pick the layout by width (once), load the language and that layout's routes together,
// wire the session's sign-out and login to navigation and the load order, then render.
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { productName } from '../config/env';
import { createI18n, NAMESPACES } from '../i18n/i18n';
import { restoreSession } from '../session/restore';
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

/** Namespaces the chrome reads on its first render, loaded with the others instead of after it. */
const SHELL_NAMESPACES = [...NAMESPACES, 'shell', 'site'];

export async function start(rootElement: HTMLElement): Promise<void> {
  document.title = productName();
  const routes = loadRoutes(pickLayout(window.innerWidth));
  const queryClient = createQueryClient();
  const i18n = await createI18n(undefined, SHELL_NAMESPACES);
  bindSignOutNavigation(i18n, queryClient);
  bindAfterLogin(queryClient);
  void bootstrap(queryClient, restoreSession);
  const root = createRoot(rootElement);
  try {
    const createRoutes = await routes;
    root.render(
      <Providers i18n={i18n} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes routes={createRoutes()} />
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
