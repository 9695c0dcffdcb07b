// /__sandbox/*: the operator console's JSON routes (mocks/README.md lists them) and its page.
// Local use only: it asks for no login, so it answers only the developer's own machine
// (mocks/local-guard.mjs: the Host is a loopback or allowed name; a write comes from no page or
// from the console's own, as application/json). The site's RUM beacon (POST /__sandbox/rum) is
// exempt; the game window (/__sandbox/play/) is not routed here. Each route is a unit of work: the
// members whose money it moved get CASH once before its answer (money-push.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, queryObject, unfitAt, readJson, sendJson, sendText } from '../../http-util.mjs';
import { controlRefusal, hostList } from '../../local-guard.mjs';
import { withCashPush } from '../money-push';
import { boardRoutes } from './board-routes';
import { cashRoutes } from './cash-routes';
import { coreRoutes } from './core-routes';
import { gamesRoutes } from './games-routes';
import { memberRoutes } from './member-routes';
import { minigameRoutes } from './minigames-routes';
import { serveConsolePage } from './page-route';
import { partnerRoutes } from './partner-routes';
import { rumRoutes } from './rum-routes';
import { paramNames, reasons, type RouteDecl } from './declare';
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

/** The site's beacon: text/plain from the site's origin (rum-routes.ts), guarded by its own checks. */
const isBeacon = (method: string, url: URL) => method === 'POST' && url.pathname === '/__sandbox/rum';

export function createConsoleHandler(deps: ConsoleDeps) {
  const allowedHosts = hostList(process.env.SANDBOX_ALLOWED_HOSTS);
  return async function handleConsole(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const refusal = isBeacon(method, url) ? undefined : controlRefusal(req, { allowedHosts, json: true });
    if (refusal) return sendJson(res, refusal.status, { message: refusal.message });
    for (const route of CONSOLE_ROUTES) {
      const hit = route.pattern.exec(url.pathname);
      if (!hit || route.method !== method) continue;
      try {
        const params = hit.slice(1).map((s) => decodeSegment(s ?? ''));
        refuseUnfit('the address', { params, query: queryObject(url.searchParams) });
        const readBody = async () => {
          const b: unknown = await readJson(req);
          if (!b || typeof b !== 'object' || Array.isArray(b)) throw new HttpError(400, 'the body must be a JSON object');
          refuseUnfit('the body', b);
          return b as Record<string, unknown>;
        };
        const { status = 200, body } = await withCashPush(deps.database.db, deps.push, async () =>
          route.decl
            ? route.run({
                ...(await declaredInput(route.decl, params, url, method === 'POST' ? await readBody() : {})),
                req,
                url,
                deps,
              } as never)
            : route.run({ req, url, params, deps, body: readBody }),
        );
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
        CONSOLE_ROUTES.map((r) => ({ method: r.method, path: r.decl?.path ?? r.pattern.source, doc: r.doc })),
      );
    }
    if (await serveConsolePage(method, url, res)) return;
    sendText(res, 404, `sandbox console: nothing at ${method} ${url.pathname} (GET /__sandbox/routes lists them)`);
  };
}

/** A declared route's params, query and body, each parsed by its schema; a misfit is a 400 naming each reason. */
async function declaredInput(decl: RouteDecl, segments: string[], url: URL, rawBody: unknown) {
  const names = paramNames(decl.path);
  const parse = (where: string, schema: RouteDecl['body'], value: unknown): unknown => {
    const r = schema.safeParse(value);
    if (!r.success) throw new HttpError(400, reasons(where, r.error));
    return r.data;
  };
  return {
    params: parse('params', decl.params, Object.fromEntries(names.map((n, i) => [n, segments[i] ?? '']))),
    query: parse('query', decl.query, queryObject(url.searchParams)),
    body: parse('body', decl.body, rawBody),
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
