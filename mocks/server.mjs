// The mock server: one node:http process on one port serving
//   /api/*      the contract through Prism, behind the AES envelope (api-handler.mjs)
//   /__mock/*   control routes for QA and tests (control.mjs)
//   /ws         a STOMP 1.2 push broker over WebSocket (stomp-broker.mjs)
// with member sessions per token shared by the two (sessions.mjs, session-hooks.mjs).
// Run `node mocks/server.mjs` (env: MOCK_PORT, MOCK_CONTRACT, MOCK_AES_KEY, MOCK_AES_IV,
// MOCK_PREFIX_LENGTH, MOCK_QUIET, ...; see mocks/README.md) or import { startMock }.
import { createServer } from 'node:http';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolveConfig } from './config.mjs';
import { createEnvelope } from './envelope.mjs';
import { loadContract } from './contract.mjs';
import { createMocker } from './prism.mjs';
import { createScenarios } from './scenarios.mjs';
import { createResponseValidator } from './response-schema.mjs';
import { createSessions } from './sessions.mjs';
import { createSessionHooks } from './session-hooks.mjs';
import { createRequestLog } from './request-log.mjs';
import { createStompBroker } from './stomp-broker.mjs';
import { createApiHandler } from './api-handler.mjs';
import { createControlHandler } from './control.mjs';
import { sendFailure, sendJson, sendText } from './http-util.mjs';
import { controlRefusal, hasDotSegment, hostList } from './local-guard.mjs';
import { RUM_PATH } from './rum-path.mjs';

/** Where the site's monitoring beacons go on the mock and the sandbox (.env.mock: VITE_RUM_URL). */
export { RUM_PATH };

export const WS_PATH = '/ws';

/**
 * Start the mock. Resolves once the contract is loaded and the port is listening.
 * @param {import('./config.mjs').MockOptions} [options]
 * @returns {Promise<{ url: string, wsUrl: string, port: number, close: () => Promise<void> }>}
 */
export async function startMock(options = {}) {
  const cfg = resolveConfig(options);
  const log = cfg.quiet ? undefined : cfg.log;
  const envelope = createEnvelope(cfg);

  let contract = await loadContract(cfg.contractPath);
  let mocker = await createMocker(contract.operations, cfg);
  const reload = async () => {
    const next = await loadContract(cfg.contractPath);
    mocker = await createMocker(next.operations, cfg);
    contract = next;
    log?.(`mock: contract reloaded (${contract.index.length} operations)`);
  };
  const getContract = () => contract;

  const scenarios = createScenarios(getContract, createResponseValidator());
  const requestLog = createRequestLog(cfg.logSize);
  const sessions = createSessions({ graceMs: cfg.refreshGraceMs });
  // the console's rules (mocks/local-guard.mjs) for /__mock/* and the push socket; MOCK_ALLOWED_HOSTS as SANDBOX_ALLOWED_HOSTS
  const allowedHosts = hostList(process.env.MOCK_ALLOWED_HOSTS);
  const broker = createStompBroker({ heartBeat: cfg.heartBeat, log, allowedHosts });
  const sessionHooks = createSessionHooks(sessions);
  const handleApi = createApiHandler({ cfg, envelope, getContract, getMocker: () => mocker, scenarios, requestLog, sessionHooks });
  const handleControl = createControlHandler({ getContract, reload, scenarios, requestLog, broker, sessions });

  const server = createServer(async (req, res) => {
    // `/__sandbox/rum/../__mock/reset` would resolve to a control route below
    if (hasDotSegment(req.url)) return sendJson(res, 400, { message: 'a path with a . or .. segment is refused' });
    const url = new URL(req.url ?? '/', 'http://mock.local');
    try {
      if (req.method === 'OPTIONS') return preflight(req, res);
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        res.setHeader('access-control-allow-origin', '*');
        return await handleApi(req, res, url);
      }
      if (url.pathname.startsWith('/__mock/')) {
        // its callers are tests and scripts in Node, which send no Origin and JSON or no body at all
        const refusal = controlRefusal(req, { allowedHosts, json: false });
        if (refusal) return sendJson(res, refusal.status, { message: refusal.message });
        return await handleControl(req, res, url);
      }
      // real-user monitoring's beacons (VITE_RUM_URL in .env.mock): taken and dropped here; the sandbox collects them
      if (url.pathname === RUM_PATH && req.method === 'POST') return void req.resume().on('end', () => sendText(res, 204, ''));
      sendText(res, 404, `mock: nothing at ${url.pathname} (try /api/..., /__mock/health, or the STOMP socket at ${WS_PATH})`);
    } catch (err) {
      cfg.log(`mock: ${req.method} ${url.pathname} failed: ${/** @type {Error} */ (err).stack}`);
      // the detail stays in the log: an answer never carries a stack or the server's internals
      if (!res.headersSent) sendFailure(res, 500, 'internal error');
      else res.destroy();
    }
  });
  // The preview server's proxy keeps sockets alive (Node's global agent) and reuses one until just
  // before the server's keep-alive time-out; on a loaded machine the default 5 s let this server
  // close a socket the proxy had just picked, and the browser's call was dropped (seen as a member
  // page loaded afresh landing on the root). A minute is out of reach of that race, as in the sandbox.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('upgrade', (req, socket, head) => {
    const { pathname } = new URL(req.url ?? '/', 'http://mock.local');
    if (pathname === WS_PATH && !hasDotSegment(req.url)) return broker.handleUpgrade(req, socket, head);
    socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, cfg.host, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const host = cfg.host === '0.0.0.0' || cfg.host === '::' ? '127.0.0.1' : cfg.host.includes(':') ? `[${cfg.host}]` : cfg.host;
  const url = `http://${host}:${address.port}`;

  let closing;
  return {
    url,
    wsUrl: `ws://${host}:${address.port}${WS_PATH}`,
    port: address.port,
    close() {
      closing ??= (async () => {
        const closed = new Promise((resolve) => server.close(() => resolve(undefined)));
        await broker.close();
        server.closeAllConnections();
        await closed;
      })();
      return closing;
    },
  };
}

/** CORS preflight, for a page that calls the mock directly instead of through Vite's proxy. */
function preflight(/** @type {import('node:http').IncomingMessage} */ req, /** @type {import('node:http').ServerResponse} */ res) {
  res.writeHead(204, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-max-age': '600',
  });
  res.end();
}

function isMain() {
  if (!process.argv[1]) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (isMain()) {
  const t0 = performance.now();
  startMock().then(
    (mock) => {
      console.log(`mock listening on ${mock.url}`);
      console.log(`mock: STOMP at ${mock.wsUrl}, contract loaded, started in ${Math.round(performance.now() - t0)} ms`);
      const stop = () => mock.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
