// The sandbox: the contract served from state. One node:http process on one port serving
//   /api/*        every operation of the contract, from the database (api.ts)
//   /__sandbox/   the operator console: a page and its JSON routes (console/routes.ts)
//   /__sandbox/play/<token>  the sandbox game a launch opens (domain/games-play.ts)
//   /ws           the STOMP push broker the mock has, with the same topics
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createEnvelope } from '../envelope.mjs';
import { ENVELOPE_DEFAULTS } from '../config.mjs';
import { createStompBroker } from '../stomp-broker.mjs';
import { HttpError, sendFailure, sendHttpError, sendJson, sendText } from '../http-util.mjs';
import { hasDotSegment, hostList } from '../local-guard.mjs';
import { createApiHandler } from './api';
import { isDataException } from './db-errors';
import { createClock } from './clock';
import { loadSandboxContract } from './contract';
import { lockDataFolder } from './data-lock';
import { openDatabase, type Database } from './db/open';
import { createPush } from './push';
import { HANDLERS } from './handlers/registry';
import { createConsoleHandler } from './console/routes';
import { createPlayHandler } from './domain/games-play';
import { seedIfEmpty } from './seed/seed';
import { createTicks, type Ticks } from './ticker';
import { TICKERS } from './tickers';
import type { OperationId } from '../../src/api/generated/operations';

export const WS_PATH = '/ws';
const DEFAULT_CONTRACT = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const DEFAULT_DATA_DIR = '.sandbox/data';

export interface SandboxOptions {
  port?: number | undefined;
  host?: string | undefined;
  /** postgres://… runs on that server; otherwise PGlite in `dir`. */
  databaseUrl?: string | undefined;
  /** PGlite's folder (default .sandbox/data); 'memory' for tests. */
  dir?: string | undefined;
  /** Wipe and seed again. */
  reset?: boolean | undefined;
  /** dir 'memory': start from this dumped database (db/open.ts; test templates). */
  template?: Blob | undefined;
  /** No seed data (tests that build their own state). */
  seed?: boolean | undefined;
  quiet?: boolean | undefined;
  contractPath?: string | undefined;
  siteId?: string | undefined;
  siteKey?: string | undefined;
  aesKey?: string | undefined;
  aesIv?: string | undefined;
  prefixLength?: number | undefined;
  log?: ((line: string) => void) | undefined;
  onViolation?: ((id: OperationId, complaints: string[]) => void) | undefined;
  /** How often the clock's tickers run (ticker.ts); 0 = only when the console moves the clock or asks. Default SANDBOX_TICK_MS or 1000. */
  tickMs?: number | undefined;
}

export interface Sandbox {
  url: string;
  wsUrl: string;
  port: number;
  database: Database;
  /** Runs the clock's tickers once (what is due at the sandbox's now happens). */
  tick(): Promise<void>;
  close(): Promise<void>;
}

export async function startSandbox(o: SandboxOptions = {}): Promise<Sandbox> {
  const env = process.env;
  const log = o.quiet ? undefined : (o.log ?? ((l: string) => console.log(l)));
  // a PGlite folder on disk is opened by one process at a time (data-lock.ts); memory and PostgreSQL need no lock
  const dir = o.dir ?? DEFAULT_DATA_DIR;
  const lock = o.databaseUrl || dir === 'memory' ? undefined : lockDataFolder(dir);
  let database: Database;
  try {
    database = await openDatabase({ url: o.databaseUrl, dir, reset: o.reset, template: o.template });
  } catch (err) {
    lock?.release();
    throw err;
  }
  const { db } = database;
  const clock = createClock();
  if (o.seed !== false) await seedIfEmpty(db, clock);
  await clock.load(db);

  const contract = await loadSandboxContract(o.contractPath ?? DEFAULT_CONTRACT);
  const envelope = createEnvelope({
    aesKey: o.aesKey ?? env.SANDBOX_AES_KEY ?? ENVELOPE_DEFAULTS.key,
    aesIv: o.aesIv ?? env.SANDBOX_AES_IV ?? ENVELOPE_DEFAULTS.iv,
    prefixLength: o.prefixLength ?? Number(env.SANDBOX_PREFIX_LENGTH ?? ENVELOPE_DEFAULTS.prefixLength),
  });
  const broker = createStompBroker({ heartBeat: [10000, 10000], log: undefined, allowedHosts: hostList(env.SANDBOX_ALLOWED_HOSTS) });
  const push = createPush(broker);
  const handleApi = createApiHandler({
    db,
    clock,
    push,
    contract,
    envelope,
    handlers: HANDLERS,
    siteId: o.siteId ?? env.SANDBOX_SITE_ID ?? 'winner',
    siteKey: o.siteKey ?? env.SANDBOX_SITE_KEY ?? 'mock-api-key',
    log,
    onViolation: o.onViolation,
  });
  const ticks: Ticks = createTicks({ tickers: TICKERS, db, push, now: () => clock.now(), intervalMs: o.tickMs ?? Number(env.SANDBOX_TICK_MS ?? 1000), log });
  const handleConsole = createConsoleHandler({
    database,
    clock,
    push,
    broker,
    reseed: (dbx) => seedIfEmpty(dbx, clock),
    tick: () => ticks.runNow(),
  });

  const handlePlay = createPlayHandler({ db, clock, push });

  const server = createServer(async (req, res) => {
    // `/__sandbox/play/../members` would resolve to the console below (mocks/local-guard.mjs)
    // (an /api caller gets the contract's failure shape, a console caller the console's)
    if (hasDotSegment(req.url)) {
      const why = 'a path with a . or .. segment, or a malformed %-escape, is refused';
      return req.url?.startsWith('/api') ? sendFailure(res, 400, why) : sendJson(res, 400, { message: why });
    }
    let url: URL | undefined;
    try {
      url = new URL(req.url ?? '/', 'http://sandbox.local');
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return await handleApi(req, res, url);
      if (url.pathname.startsWith('/__sandbox/play/')) return await handlePlay(req, res, url);
      if (url.pathname === '/__sandbox' || url.pathname.startsWith('/__sandbox/')) return await handleConsole(req, res, url);
      sendText(res, 404, `sandbox: nothing at ${url.pathname} (try /api/…, the console at /__sandbox/, or the STOMP socket at ${WS_PATH})`);
    } catch (err) {
      if (err instanceof HttpError && !res.headersSent) return sendHttpError(res, err);
      if (isDataException(err) && !res.headersSent) {
        log?.(`sandbox: ${req.method} ${url?.pathname ?? req.url} → 400: ${(err as Error).message.split('\n')[0]}`);
        return sendFailure(res, 400, 'a value of the request does not fit what the server stores');
      }
      // the detail stays in the log: an answer never carries SQL, a stack or a column name
      console.error(`sandbox: ${req.method} ${url?.pathname ?? req.url} failed: ${(err as Error).stack}`);
      if (!res.headersSent) sendFailure(res, 500, 'internal error');
      else res.destroy();
    }
  });
  // A client reuses a kept-alive socket until just before the server's keep-alive time-out; on a
  // loaded machine the default 5 s let the server close a socket a client had just picked ("other
  // side closed"). A minute is out of reach of that race; close() still ends idle sockets at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    const { pathname } = new URL(req.url ?? '/', 'http://sandbox.local');
    if (pathname === WS_PATH && !hasDotSegment(req.url)) return broker.handleUpgrade(req, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });

  const host = o.host ?? env.SANDBOX_HOST ?? '127.0.0.1';
  const port = o.port ?? Number(env.SANDBOX_PORT ?? 4020);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    ticks.stop();
    await broker.close();
    await database.close();
    lock?.release();
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `sandbox: ${host}:${port} is in use (SANDBOX_PORT). If a sandbox runs there already, use it (npm start -- --sandbox does); else stop what listens there or set SANDBOX_PORT.`,
      );
    }
    throw err;
  }
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shown}:${actual}`,
    wsUrl: `ws://${shown}:${actual}${WS_PATH}`,
    port: actual,
    database,
    tick: () => ticks.runNow(),
    close() {
      closing ??= (async () => {
        ticks.stop();
        const closed = new Promise<void>((r) => server.close(() => r()));
        await broker.close();
        server.closeAllConnections();
        await closed;
        await database.close();
        lock?.release();
      })();
      return closing;
    },
  };
}
