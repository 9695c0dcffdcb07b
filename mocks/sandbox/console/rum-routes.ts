// The console's real-user monitoring routes: POST /__sandbox/rum takes the site's
// beacons (VITE_RUM_URL=/__sandbox/rum in .env.mock and .env.development; the preview and dev
// servers proxy the path here), GET shows p75 LCP / INP / CLS per layout and route and the latest
// errors, POST /__sandbox/rum/clear empties it. Kept in memory per sandbox (rum-store.ts). The
// summary and the clearing are declared (console/decl/rum.ts); the beacon is not: its body is the
// site's text, read small and checked by rum-store.ts (413 past MAX_BODY, 400 naming what is wrong).
import type { IncomingMessage } from 'node:http';
import { HttpError, parseJson, readBody } from '../../http-util.mjs';
import { seoulDateTime } from '../clock';
import { rumClear, rumSummary } from './decl/rum';
import { defineRoute, type ConsoleDeps, type ConsoleRoute } from './route';
import { createRumStore, readRumBody, RumRefusal, type RumStore } from './rum-store';

/** A beacon's body is small (20 events); more than this is answered 413. */
const MAX_BODY = 64 * 1024;
const stores = new WeakMap<object, RumStore>();

/** This sandbox's store (one per sandbox: a test process may run several). */
export const rumStoreOf = (deps: ConsoleDeps): RumStore => {
  let store = stores.get(deps.database);
  if (!store) {
    store = createRumStore();
    stores.set(deps.database, store);
  }
  return store;
};

/** A beacon's body: small, read whole (a larger one is answered 413 after it is drained, not a reset socket). */
const readSmallJson = async (req: IncomingMessage): Promise<unknown> => parseJson(await readBody(req, MAX_BODY));

export const rumRoutes: ConsoleRoute[] = [
  {
    method: 'POST',
    pattern: /^\/__sandbox\/rum$/,
    doc: ": the site's real-user monitoring beacons ({ events: [vital | error] }, text or JSON); 204",
    async run({ req, deps }) {
      try {
        const events = readRumBody(await readSmallJson(req));
        rumStoreOf(deps).add(events, seoulDateTime(deps.clock.now()));
      } catch (err) {
        if (err instanceof RumRefusal) throw new HttpError(400, err.message);
        throw err;
      }
      return { status: 204, body: undefined };
    },
  },
  defineRoute(rumSummary, async ({ deps }) => ({ body: rumStoreOf(deps).summary() })),
  defineRoute(rumClear, async ({ deps }) => {
    rumStoreOf(deps).clear();
    return { body: { ok: true as const } };
  }),
];
