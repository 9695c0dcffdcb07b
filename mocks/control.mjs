// /__mock/*: the control routes for QA and tests (scenarios, request log, push and its faults,
// sessions, health).
import { HttpError, readJson, sendJson } from './http-util.mjs';
import { ScenarioError } from './scenarios.mjs';

/** The push commands of docs/rules.md#states, sent on a member's topic as JSON `{ cmd, data1, data2 }`. */
export const PUSH_COMMANDS = ['INSPECT', 'CASH', 'MSG', 'LOGOUT', 'LOCK_BET_YN'];
export const memberTopic = (/** @type {string} */ token) => `/topic/member/${token}`;
/** The longest refusal of new push sockets POST /__mock/push/drop takes. */
export const MAX_REFUSE_MS = 600_000;

/** A number from a push's string field ("10000" → 10000); undefined when absent or not a number. */
const amount = (/** @type {unknown} */ v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};

/**
 * @param {object} deps
 * @param {() => import('./contract.mjs').Contract} deps.getContract
 * @param {() => Promise<void>} deps.reload
 * @param {import('./scenarios.mjs').Scenarios} deps.scenarios
 * @param {import('./request-log.mjs').RequestLog} deps.requestLog
 * @param {import('./stomp-broker.mjs').StompBroker} deps.broker
 * @param {import('./sessions.mjs').Sessions} deps.sessions
 */
export function createControlHandler({ getContract, reload, scenarios, requestLog, broker, sessions }) {
  /** @type {Record<string, (req: import('node:http').IncomingMessage, url: URL) => Promise<[number, unknown]>>} */
  const routes = {
    'GET /__mock/health': async () => [200, { ok: true, contract: getContract().contractPath, operations: getContract().index.length }],

    'GET /__mock/operations': async () => [
      200,
      {
        operations: getContract()
          .index.map((o) => ({ method: o.method, path: o.path, operationId: o.operationId, examples: o.examples }))
          .sort((a, b) => a.path.localeCompare(b.path)),
      },
    ],

    'POST /__mock/reload': async () => {
      await reload();
      return [200, { ok: true, operations: getContract().index.length }];
    },

    'POST /__mock/reset': async () => {
      broker.stopRefusing();
      return [200, { scenarios: scenarios.clear(), requests: requestLog.clear(), sessions: sessions.clear() }];
    },

    'GET /__mock/scenario': async () => [200, { scenarios: scenarios.list() }],
    'POST /__mock/scenario': async (req) => {
      const scenario = scenarios.set(await readJson(req));
      return [200, { scenario, violations: scenario.violations ?? [] }];
    },
    'DELETE /__mock/scenario': async (_req, url) => [
      200,
      {
        cleared: scenarios.clear(url.searchParams.get('path') ?? undefined, url.searchParams.get('method') ?? undefined),
      },
    ],

    'GET /__mock/requests': async (_req, url) => [
      200,
      {
        requests: requestLog.list({
          path: url.searchParams.get('path'),
          method: url.searchParams.get('method'),
          limit: Number(url.searchParams.get('limit') ?? 0),
        }),
      },
    ],
    'DELETE /__mock/requests': async () => [200, { cleared: requestLog.clear() }],

    'GET /__mock/sessions': async () => [200, sessions.list()],
    'DELETE /__mock/sessions': async (_req, url) => {
      const token = url.searchParams.get('token');
      return [200, token ? sessions.forgetToken(token) : { cleared: sessions.clear() }];
    },

    'GET /__mock/subscriptions': async () => [200, broker.subscriptions()],
    'POST /__mock/push/drop': async (req) => {
      const input = await readJson(req);
      if (!input || typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, 'body must be a JSON object { refuseMs? }');
      const unknownKeys = Object.keys(input).filter((k) => k !== 'refuseMs');
      if (unknownKeys.length) return [400, { message: `unknown key(s) ${unknownKeys.join(', ')}`, knownKeys: ['refuseMs'] }];
      const { refuseMs = 0 } = input;
      if (!Number.isInteger(refuseMs) || refuseMs < 0 || refuseMs > MAX_REFUSE_MS) {
        throw new HttpError(400, `"refuseMs" must be a whole number of milliseconds (0-${MAX_REFUSE_MS})`);
      }
      return [200, broker.dropAll(refuseMs)];
    },
    'POST /__mock/push': async (req) => {
      const input = await readJson(req);
      if (input.destination !== undefined) {
        if (typeof input.destination !== 'string' || !input.destination.startsWith('/')) {
          throw new HttpError(400, '"destination" must be a destination such as /topic/powerball/round');
        }
        const isText = typeof input.body === 'string';
        const delivered = broker.publish(input.destination, isText ? input.body : JSON.stringify(input.body ?? {}), {
          'content-type': isText ? 'text/plain' : 'application/json',
        });
        return [200, { delivered, destination: input.destination }];
      }
      if (typeof input.token !== 'string' || !input.token) {
        throw new HttpError(400, 'give { token, cmd, data1?, data2? } for a member push, or { destination, body }');
      }
      if (!PUSH_COMMANDS.includes(input.cmd)) {
        return [400, { message: `unknown push command ${JSON.stringify(input.cmd)}`, validCommands: PUSH_COMMANDS }];
      }
      const destination = memberTopic(input.token);
      // data1/data2 are strings in the contract (PushMessage); accept 10000 for "10000".
      const str = (/** @type {unknown} */ v) => (v === undefined || v === null ? undefined : String(v));
      const message = { cmd: input.cmd, data1: str(input.data1), data2: str(input.data2) };
      // The balance and member answers say the same from now on.
      if (input.cmd === 'CASH') sessions.setMoney(input.token, amount(input.data1), amount(input.data2));
      const delivered = broker.publish(destination, JSON.stringify(message));
      return [200, { delivered, destination }];
    },
  };

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   */
  return async function handleControl(req, res, url) {
    const route = routes[`${req.method} ${url.pathname.replace(/\/+$/, '')}`];
    if (!route) {
      const known = Object.keys(routes).sort();
      return sendJson(res, 404, { message: `no control route ${req.method} ${url.pathname}`, routes: known });
    }
    try {
      const [status, body] = await route(req, url);
      sendJson(res, status, body);
    } catch (err) {
      if (err instanceof ScenarioError) return sendJson(res, 400, err.body);
      if (err instanceof HttpError) return sendJson(res, err.status, { message: err.message });
      throw err;
    }
  };
}
