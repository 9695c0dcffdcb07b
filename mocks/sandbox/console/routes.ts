// /__sandbox/*: the operator console's JSON routes (mocks/README.md lists them) and its page.
// Local use only: nothing here asks who is calling.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, queryObject, unfitAt, readJson, sendJson, sendText } from '../../http-util.mjs';
import { boardRoutes } from './board-routes';
import { cashRoutes } from './cash-routes';
import { coreRoutes } from './core-routes';
import { gamesRoutes } from './games-routes';
import { memberRoutes } from './member-routes';
import { minigameRoutes } from './minigames-routes';
import { serveConsolePage } from './page-route';
import { partnerRoutes } from './partner-routes';
import { rumRoutes } from './rum-routes';
import type { ConsoleDeps, ConsoleRoute } from './route';
import { safetyRoutes } from './safety-routes';
import { siteRoutes } from './site-routes';
import { sportsRoutes } from './sports-routes';

export const CONSOLE_ROUTES: ConsoleRoute[] = [
  ...coreRoutes,
  ...memberRoutes,
  ...cashRoutes,
  ...boardRoutes,
  ...siteRoutes,
  ...minigameRoutes,
  ...gamesRoutes,
  ...sportsRoutes,
  ...partnerRoutes,
  ...safetyRoutes,
  ...rumRoutes,
];

export function createConsoleHandler(deps: ConsoleDeps) {
  return async function handleConsole(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    for (const route of CONSOLE_ROUTES) {
      const hit = route.pattern.exec(url.pathname);
      if (!hit || route.method !== method) continue;
      try {
        const params = hit.slice(1).map((s) => decodeSegment(s ?? ''));
        refuseUnfit('the address', { params, query: queryObject(url.searchParams) });
        const { status = 200, body } = await route.run({
          req,
          url,
          params,
          deps,
          body: async () => {
            const b: unknown = await readJson(req);
            if (!b || typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, 'the body must be a JSON object');
            refuseUnfit('the body', b);
            return b as Record<string, unknown>;
          },
        });
        return sendJson(res, status, body);
      } catch (err) {
        if (err instanceof HttpError) return sendJson(res, err.status, { message: err.message });
        throw err;
      }
    }
    if (method === 'GET' && url.pathname === '/__sandbox/routes') {
      return sendJson(
        res,
        200,
        CONSOLE_ROUTES.map((r) => ({ method: r.method, path: r.pattern.source, doc: r.doc })),
      );
    }
    if (await serveConsolePage(method, url, res)) return;
    sendText(res, 404, `sandbox console: nothing at ${method} ${url.pathname} (GET /__sandbox/routes lists them)`);
  };
}

/** A path segment decoded; a malformed escape is the caller's mistake (400), not the server's. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'the address has a malformed %-escape');
  }
}

/** What the database cannot hold (a NUL in text, a number beyond ±2^53) is refused before any query. */
function refuseUnfit(where: string, value: unknown): void {
  const unfit = unfitAt(value);
  if (unfit) throw new HttpError(400, `${where}: ${unfit[0]} ${unfit[1]}`);
}
