// The body of POST /__mock/scenario, checked on its own (keys, types, ranges, which keys go together)
// before the contract is asked anything. The contract checks (path, method, example names, the
// schema a literal body is held against) are in scenarios.mjs.

export const SCENARIO_KEYS = ['path', 'method', 'example', 'code', 'body', 'status', 'delayMs', 'drop', 'times'];
export const MAX_DELAY_MS = 120_000;

/** A scenario request the mock refuses; `body` is the JSON answered with HTTP 400. */
export class ScenarioError extends Error {
  /** @param {string} message @param {Record<string, unknown>} [extra] */
  constructor(message, extra = {}) {
    super(message);
    this.body = { message, ...extra };
  }
}

/**
 * @typedef {object} ScenarioInput
 * @property {string} path
 * @property {string} [method]     upper case
 * @property {string} [example]    a named example of the contract
 * @property {number} [code]       whose examples `example` names (default 200)
 * @property {unknown} [body]      a literal answer: JSON, or a string served raw as text/html
 * @property {boolean} hasBody     `body` was given (it may be null)
 * @property {number} [status]     the HTTP status answered
 * @property {number} [delayMs]    answer this late
 * @property {boolean} [drop]      close the socket without answering
 * @property {number | null} times null = until cleared
 */

const isInt = (/** @type {unknown} */ v, /** @type {number} */ min, /** @type {number} */ max) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/**
 * @param {unknown} input  the parsed JSON body
 * @returns {ScenarioInput}
 */
export function parseScenarioInput(input) {
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new ScenarioError('body must be a JSON object such as { "path": "/api/member/login", "example": "LX02" }', {
      knownKeys: SCENARIO_KEYS,
    });
  }
  const raw = /** @type {Record<string, unknown>} */ (input);
  const unknownKeys = Object.keys(raw).filter((k) => !SCENARIO_KEYS.includes(k));
  if (unknownKeys.length) {
    throw new ScenarioError(`unknown key(s) ${unknownKeys.map((k) => JSON.stringify(k)).join(', ')}`, {
      unknownKeys,
      knownKeys: SCENARIO_KEYS,
    });
  }
  const { path, method, example, code, body, status, delayMs, drop, times } = raw;
  if (typeof path !== 'string' || !path.startsWith('/')) throw new ScenarioError('"path" must be a path such as /api/member/login');
  if (method !== undefined && (typeof method !== 'string' || !/^[A-Za-z]+$/.test(method))) {
    throw new ScenarioError('"method" must be an HTTP method such as POST');
  }
  if (example !== undefined && (typeof example !== 'string' || !example)) throw new ScenarioError('"example" must be an example name');
  if (code !== undefined && !isInt(code, 100, 599)) throw new ScenarioError('"code" must be an HTTP status (100-599)');
  if (code !== undefined && example === undefined) {
    throw new ScenarioError(
      '"code" says whose examples "example" names: give "example" with it (for the HTTP status answered, use "status")',
    );
  }
  if (status !== undefined && !isInt(status, 100, 599)) throw new ScenarioError('"status" must be an HTTP status (100-599)');
  if (delayMs !== undefined && !isInt(delayMs, 0, MAX_DELAY_MS)) {
    throw new ScenarioError(`"delayMs" must be a whole number of milliseconds (0-${MAX_DELAY_MS})`);
  }
  if (drop !== undefined && typeof drop !== 'boolean') throw new ScenarioError('"drop" must be true or false');
  if (times !== undefined && times !== null && !isInt(times, 1, Number.MAX_SAFE_INTEGER)) {
    throw new ScenarioError('"times" must be a positive integer');
  }
  const hasBody = Object.hasOwn(raw, 'body');
  if (example !== undefined && hasBody) throw new ScenarioError('give "example" or "body", not both');
  if (drop && (example !== undefined || hasBody || status !== undefined)) {
    throw new ScenarioError('"drop" answers nothing: it cannot go with "example", "body" or "status" (only with "delayMs" and "times")');
  }
  if (example === undefined && !hasBody && status === undefined && !drop && !delayMs) {
    throw new ScenarioError('this scenario changes nothing: give "example", "body", "status", "delayMs" (above 0) or "drop": true', {
      knownKeys: SCENARIO_KEYS,
    });
  }
  return {
    path,
    ...(method !== undefined && { method: String(method).toUpperCase() }),
    ...(example !== undefined && { example: /** @type {string} */ (example), code: /** @type {number} */ (code ?? 200) }),
    ...(hasBody && { body }),
    hasBody,
    ...(status !== undefined && { status: /** @type {number} */ (status) }),
    ...(delayMs !== undefined && { delayMs: /** @type {number} */ (delayMs) }),
    ...(drop && { drop: true }),
    times: times === undefined || times === null ? null : /** @type {number} */ (times),
  };
}
