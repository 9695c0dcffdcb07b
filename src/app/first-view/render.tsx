// The guest main page's first view, rendered at build time (React's static prerender) for each
// layout, in Korean, with no member and no data: the build writes it into index.html, the browser
// paints it before any script runs, and start() hydrates it (see first-view/hydrate.ts).
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../config/constants';
import { createI18n } from '../../i18n/i18n';
import { AppRoutes } from '../AppRoutes';
import type { Layout } from '../device';
import { loadRoutes } from '../layouts';
import { Providers } from '../Providers';
import { createQueryClient } from '../query-client';
import { shellNamespaces } from '../shell-namespaces';
import { FirstView } from './FirstView';

export { tokensCss } from '../../components/ui/tokens';
export { MOBILE_MAX_WIDTH } from '../device';

/** The HTML of `/` for `layout`, as the app's first render on that layout produces it. */
export async function renderFirstView(layout: Layout): Promise<string> {
  const namespaces = shellNamespaces(layout);
  const i18n = await createI18n(DEFAULT_LANGUAGE, namespaces);
  const queryClient = createQueryClient();
  const routes = (await loadRoutes(layout))();
  const { prelude } = await prerenderToNodeStream(
    <FirstView layout={layout}>
      <Providers i18n={i18n} queryClient={queryClient}>
        <StaticRouter location="/">
          <AppRoutes routes={routes} />
        </StaticRouter>
      </Providers>
    </FirstView>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  queryClient.clear();
  const late = (i18n.reportNamespaces?.getUsedNamespaces() ?? []).filter((ns) => !namespaces.includes(ns));
  if (late.length) throw new Error(`The ${layout} first view reads ${late.join(', ')}, not loaded at start: add to shellNamespaces()`);
  return html;
}
