// Scenarios: "this path answers that named example from now on (or for the next N calls)".
// Set for QA and tests through /__mock/scenario; a scenario overrides the request's own Prefer.
// A scenario may name a path template (`/api/board/{boardType}/list`: every board) or a concrete path
// (`/api/board/notice/list`: that board only); the concrete one wins when both exist.

/**
 * @typedef {object} Scenario
 * @property {string} method
 * @property {string} path       as given (template or concrete)
 * @property {string} template   the contract's path template it belongs to
 * @property {string} example
 * @property {number} code
 * @property {number | null} remaining  null = until cleared
 * @property {number} used
 * @property {string} createdAt
 */

/** A scenario request the contract does not allow; `body` is the JSON answered with HTTP 400. */
export class ScenarioError extends Error {
  /** @param {string} message @param {Record<string, unknown>} [extra] */
  constructor(message, extra = {}) {
    super(message);
    this.body = { message, ...extra };
  }
}

/**
 * @param {() => import('./contract.mjs').Contract} getContract  current contract (it may be reloaded)
 */
export function createScenarios(getContract) {
  /** @type {Map<string, Scenario>} */
  const byKey = new Map();
  const keyOf = (/** @type {string} */ method, /** @type {string} */ path) => `${method} ${path}`;

  /**
   * Validate against the contract and store.
   * @param {any} input  { method?, path, example, times?, code? }
   * @returns {Scenario}
   */
  function set(input) {
    if (!input || typeof input !== 'object')
      throw new ScenarioError('body must be a JSON object { path, example, method?, times?, code? }');
    const { path, example } = input;
    if (typeof path !== 'string' || !path.startsWith('/')) throw new ScenarioError('"path" must be a path such as /api/member/login');
    const contract = getContract();
    const method = input.method === undefined ? undefined : String(input.method).toUpperCase();
    const ops = contract.find(path, method);
    if (!ops.length) {
      const known = contract.index.map((o) => `${o.method} ${o.path}`).sort();
      throw new ScenarioError(`no operation ${method ? method + ' ' : ''}${path} in the contract`, { validPaths: known });
    }
    if (ops.length > 1) {
      throw new ScenarioError(`${path} has several operations: give "method"`, { validMethods: ops.map((o) => o.method) });
    }
    const op = ops[0];
    const code = input.code === undefined ? 200 : Number(input.code);
    const validExamples = op.examples[String(code)] ?? [];
    if (!validExamples.length) {
      throw new ScenarioError(`${op.method} ${op.path} has no named examples for HTTP ${code}`, {
        validCodes: Object.keys(op.examples).filter((c) => op.examples[c].length),
      });
    }
    if (typeof example !== 'string' || !validExamples.includes(example)) {
      throw new ScenarioError(`unknown example ${JSON.stringify(example)} for ${op.method} ${op.path}`, { validExamples });
    }
    let remaining = null;
    if (input.times !== undefined && input.times !== null) {
      if (!Number.isInteger(input.times) || input.times < 1) throw new ScenarioError('"times" must be a positive integer');
      remaining = input.times;
    }
    /** @type {Scenario} */
    const scenario = {
      method: op.method,
      path,
      template: op.path,
      example,
      code,
      remaining,
      used: 0,
      createdAt: new Date().toISOString(),
    };
    byKey.set(keyOf(op.method, path), scenario);
    return scenario;
  }

  /**
   * The scenario for a request, counted as used (a `times` scenario disappears when spent).
   * @param {string} method @param {string} path concrete request path @param {string | undefined} template
   * @returns {Scenario | undefined}
   */
  function take(method, path, template) {
    const m = method.toUpperCase();
    const key = [keyOf(m, path), template && keyOf(m, template)].find((k) => k && byKey.has(k));
    if (!key) return undefined;
    const s = /** @type {Scenario} */ (byKey.get(key));
    s.used += 1;
    if (s.remaining !== null) {
      s.remaining -= 1;
      if (s.remaining <= 0) byKey.delete(key);
    }
    return { ...s };
  }

  /**
   * Remove all scenarios, or those set on `path` (as given, or on the template `path` names).
   * @param {string} [path] @param {string} [method]
   * @returns {number} how many were removed
   */
  function clear(path, method) {
    if (!path) {
      const n = byKey.size;
      byKey.clear();
      return n;
    }
    const m = method?.toUpperCase();
    let n = 0;
    for (const [key, s] of byKey) {
      if ((s.path === path || s.template === path) && (!m || s.method === m)) {
        byKey.delete(key);
        n++;
      }
    }
    return n;
  }

  const list = () => [...byKey.values()].map((s) => ({ ...s }));

  return { set, take, clear, list };
}

/** @typedef {ReturnType<typeof createScenarios>} Scenarios */
