// Start-up: pick the layout by width (once), load the language and that layout's routes together,
// wire the session's sign-out and login to navigation and the load order, then render.
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyTokens } from '../components/ui/tokens';
import { BrowserRouter } from 'react-router-dom';
import { productName } from '../config/env';
import { createI18n, LATER_NAMESPACES } from '../i18n/i18n';
import { api } from '../api/instance';
import { startSessionTabSync } from '../session/tab-sync';
import { session } from '../session/session-store';
import { memberCallsReady, restoreSession, sessionMiddleware } from '../session/token-calls';
import { AppRoutes } from './AppRoutes';
import { isChunkLoadError } from './chunk';
import { claimFirstView } from './first-view/claim';
import { FirstView } from './first-view/FirstView';
import { holdAnswersWhileHydrating, hydrationDone, hydrationStarted } from './first-view/hydration';
import { afterAppReady, markAppReady, whenAppReady } from './lifecycle/app-ready';
import { pickLayout } from './device';
import { loadRoutes } from './layouts';
import { bindAfterLogin } from './lifecycle/after-login';
import { bootstrap } from './lifecycle/bootstrap';
import { bindSignOutNavigation } from './lifecycle/sign-out-navigation';
import { ErrorScreen } from './pages/ErrorScreen';
import { Providers } from './Providers';
import { createQueryClient } from './query-client';
import { preloadScreens } from './routes/LazyScreen';
import { prefetchScreenTable } from './routes/screen-table';
import { loadRum } from './rum/load-rum';
import { shellNamespaces } from './shell-namespaces';

export async function start(rootElement: HTMLElement): Promise<void> {
  document.title = productName();
  applyTokens(document.documentElement.style);
  const layout = pickLayout(window.innerWidth);
  // with a token cookie, the restore's code loads alongside the language files: member info must be
  // the first call to leave (docs/rules.md#calls), so the start calls wait for it, not for a chunk
  const memberCalls = session.get().status === 'restoring' ? memberCallsReady() : undefined;
  memberCalls?.catch(() => undefined); // met below
  // the build's prerendered main page stays on screen and is hydrated when this first render matches it
  const hydrate = claimFirstView(rootElement, layout, window.location.pathname);
  // the layout's routes and the first screen's code load while the language files do; a page to
  // hydrate waits for its screen's code, so its content hydrates without suspending
  const routes = loadRoutes(layout).then(async (createRoutes) => {
    const table = createRoutes();
    const screens = preloadScreens(table, window.location.pathname);
    if (hydrate) await screens;
    return table;
  });
  routes.catch(() => undefined); // handled below, after the language is ready
  const queryClient = createQueryClient();
  const i18n = await createI18n(undefined, shellNamespaces(layout));
  bindSignOutNavigation(i18n, queryClient);
  bindAfterLogin(queryClient);
  // the session is the browser's, not the tab's: 401s and the other tabs' logins, refreshes and sign-outs;
  // the resend goes last, next to the network: a call refused for a token just replaced goes again
  // (their code loads with the first call that carries a member's token: session/token-calls.ts)
  api.use(...sessionMiddleware());
  startSessionTabSync(restoreSession);
  // the start calls leave now; while hydrating, their answers wait until the page is the app's
  if (hydrate) holdAnswersWhileHydrating();
  let restore: (() => Promise<void>) | undefined;
  try {
    restore = await memberCalls;
  } catch {
    restore = restoreSession; // its chunk failed once: the restore tries to load it again itself
  }
  void bootstrap(queryClient, restore);
  const app = (content: React.ReactNode) => (
    <FirstView layout={layout} onMounted={hydrate ? hydrationStarted : markAppReady}>
      <Providers i18n={i18n} queryClient={queryClient}>
        {content}
      </Providers>
    </FirstView>
  );
  let table: Awaited<typeof routes>;
  try {
    table = await routes;
  } catch (error) {
    hydrationDone();
    rootElement.replaceChildren();
    createRoot(rootElement).render(app(<ErrorScreen chunk={isChunkLoadError(error)} />));
    return;
  }
  const page = app(
    <BrowserRouter>
      <AppRoutes routes={table} />
    </BrowserRouter>,
  );
  // once the page is the app's: the table of every other screen (a navigation then does not wait for
  // it) and the messages only a failure shows
  afterAppReady(prefetchScreenTable);
  afterAppReady(() => void i18n.loadNamespaces([...LATER_NAMESPACES]));
  // hydration in a transition is time-sliced: the page stays responsive while it is taken over
  if (hydrate) startTransition(() => void hydrateRoot(rootElement, page));
  else createRoot(rootElement).render(page);
  // real-user monitoring (src/app/rum): off without VITE_RUM_URL; its code loads once the app has the page
  void loadRum(import.meta.env.VITE_RUM_URL, { routes: table, layout, ready: whenAppReady });
}
