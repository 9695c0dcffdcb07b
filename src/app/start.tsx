// Start-up: pick the layout by width (once), load the language and that layout's routes together,
// wire the session's sign-out and login to navigation and the load order, then render.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { productName } from '../config/env';
import { createI18n } from '../i18n/i18n';
import { restoreSession } from '../session/restore';
import { isChunkLoadError } from './chunk';
import { pickLayout } from './device';
import { loadRoutes } from './layouts';
import { bindAfterLogin } from './lifecycle/after-login';
import { bootstrap } from './lifecycle/bootstrap';
import { bindSignOutNavigation } from './lifecycle/sign-out-navigation';
import { ErrorScreen } from './pages/ErrorScreen';
import { Providers } from './Providers';
import { createQueryClient } from './query-client';

export async function start(rootElement: HTMLElement): Promise<void> {
  document.title = productName();
  const layout = pickLayout(window.innerWidth);
  const routes = loadRoutes(layout);
  const i18n = await createI18n();
  const queryClient = createQueryClient();
  const root = createRoot(rootElement);
  let createRoutes;
  try {
    createRoutes = await routes;
  } catch (error) {
    root.render(
      <Providers i18n={i18n} queryClient={queryClient}>
        <ErrorScreen chunk={isChunkLoadError(error)} />
      </Providers>,
    );
    return;
  }
  const router = createBrowserRouter(createRoutes({ i18n, queryClient }));
  bindSignOutNavigation(router, i18n, queryClient);
  bindAfterLogin(queryClient);
  void bootstrap(queryClient, restoreSession);
  root.render(
    <Providers i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}
