// Scenarios: "this path answers like that from now on (or for the next N calls)". Set for QA and
// tests through /__mock/scenario; a scenario overrides the request's own Prefer. What it answers:
// a named example of the contract, or a literal body (held against the contract's schema, served
// anyway), or only a status; late (delayMs) or never (drop: the socket is closed unanswered).
// A scenario may name a path template (`/api/board/{boardType}/list`: every board) or a concrete path
// (`/api/board/notice/list`: that board only); the concrete one wins when both exist.
import { parseScenarioInput, ScenarioError } from './scenario-input.mjs';

export { ScenarioError, SCENARIO_KEYS } from './scenario-input.mjs';

/**
 * @typedef {object} Scenario
 * @property {string} method
 * @property {string} path       as given (template or concrete)
 * @property {string} template   the contract's path template it belongs to
 * @property {string} [example]  a named example of the contract ...
 * @property {number} [code]     ... of the response with this status
 * @property {unknown} [body]    a literal answer (present when `literal`)
 * @property {boolean} [literal]
 * @property {string[]} [violations]  what the literal body breaks in the contract's response schema
 * @property {number} [status]   the HTTP status answered
 * @property {number} [delayMs]
 * @property {boolean} [drop]
 * @property {number | null} remaining  null = until cleared
 * @property {number} used
 * @property {string} createdAt
 */

/**
 * What the request log says a scenario did.
 * @param {Scenario} s
 * @returns {{ scenario: true, example?: string, code?: number, literal?: true, status?: number, delayMs?: number, dropped?: true }}
 */
export function scenarioPick(s) {
  return {
    scenario: true,
    ...(s.example !== undefined && { example: s.example, code: s.code }),
    ...(s.literal && { literal: true }),
    ...(s.status !== undefined && { status: s.status }),
    ...(s.delayMs !== undefined && { delayMs: s.delayMs }),
    ...(s.drop && { dropped: true }),
  };
}

/**
 * @param {() => import('./contract.mjs').Contract} getContract  current contract (it may be reloaded)
 * @param {import('./response-schema.mjs').ResponseValidator} validator
 */
export function createScenarios(getContract, validator) {
  /** @type {Map<string, Scenario>} */
  const byKey = new Map();
  const keyOf = (/** @type {string} */ method, /** @type {string} */ path) => `${method} ${path}`;

  /**
   * Validate against the contract and store.
   * @param {unknown} raw  the body of POST /__mock/scenario
   * @returns {Scenario}
   */
  function set(raw) {
    const input = parseScenarioInput(raw);
    const { path, method } = input;
    const contract = getContract();
    const ops = contract.find(path, method);
    if (!ops.length) {
      const known = contract.index.map((o) => `${o.method} ${o.path}`).sort();
      throw new ScenarioError(`no operation ${method ? method + ' ' : ''}${path} in the contract`, { validPaths: known });
    }
    if (ops.length > 1) {
      throw new ScenarioError(`${path} has several operations: give "method"`, { validMethods: ops.map((o) => o.method) });
    }
    const op = ops[0];
    if (input.example !== undefined) {
      const code = /** @type {number} */ (input.code);
      const validExamples = op.examples[String(code)] ?? [];
      if (!validExamples.length) {
        throw new ScenarioError(`${op.method} ${op.path} has no named examples for HTTP ${code}`, {
          validCodes: Object.keys(op.examples).filter((c) => op.examples[c].length),
        });
      }
      if (!validExamples.includes(input.example)) {
        throw new ScenarioError(`unknown example ${JSON.stringify(input.example)} for ${op.method} ${op.path}`, { validExamples });
      }
    }
    /** @type {Scenario} */
    const scenario = {
      method: op.method,
      path,
      template: op.path,
      ...(input.example !== undefined && { example: input.example, code: input.code }),
      ...(input.hasBody && {
        literal: true,
        body: input.body,
        // A string is a non-JSON answer (a proxy's error page): there is no schema to hold it against.
        violations: typeof input.body === 'string' ? [] : validator.check(op.operation, input.status ?? 200, input.body),
      }),
      ...(input.status !== undefined && { status: input.status }),
      ...(input.delayMs !== undefined && { delayMs: input.delayMs }),
      ...(input.drop && { drop: true }),
      remaining: input.times,
      used: 0,
      createdAt: new Date().toISOString(),
    };
    byKey.set(keyOf(op.method, path), scenario);
    return { ...scenario };
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
