// Which example answers a request nobody chose an answer for: an operation's `x-mock-pick` rules,
// read in order, the first whose conditions all hold wins; with none holding, `success`.
//
//   x-mock-pick:
//     - example: freePage2            # a 200 example of the operation
//       path: { boardType: free }     # path parameters
//       body: { page: 2 }             # top-level fields of the (decrypted) request body
//     - example: search
//       body: { searchText: '*' }     # '*' = present and not empty
//       query: { symbol: USDT }       # query parameters (GET)
//
// Values compare as text (`page: 2` holds for 2 and "2"); a list of values holds for any of them.
// This lets the mock answer like a server for lists (a board per type, page 2 of a grid, a search)
// and for details (the post a row links to), while scenarios and Prefer still win over it.

const CONDITION_KEYS = ['path', 'body', 'query'];

export class RuleError extends Error {}

/**
 * @typedef {object} PickRule
 * @property {string} example
 * @property {Record<string, unknown>} [path]
 * @property {Record<string, unknown>} [body]
 * @property {Record<string, unknown>} [query]
 */

/**
 * Read and check an operation's rules against its 200 examples.
 * @param {unknown} raw  the `x-mock-pick` value
 * @param {string[]} examples  the names of the operation's 200 examples
 * @param {string} where  for error messages
 * @returns {PickRule[]}
 */
export function readRules(raw, examples, where) {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new RuleError(`${where}: x-mock-pick must be a list of rules`);
  return raw.map((rule, i) => {
    const at = `${where}: x-mock-pick[${i}]`;
    if (!rule || typeof rule !== 'object') throw new RuleError(`${at} must be an object`);
    const { example, ...conditions } = /** @type {Record<string, unknown>} */ (rule);
    if (typeof example !== 'string' || !examples.includes(example)) {
      throw new RuleError(`${at}: example "${String(example)}" is not a 200 example (known: ${examples.join(', ')})`);
    }
    for (const [key, value] of Object.entries(conditions)) {
      if (!CONDITION_KEYS.includes(key)) throw new RuleError(`${at}: unknown key "${key}" (known: example, ${CONDITION_KEYS.join(', ')})`);
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new RuleError(`${at}: ${key} must be an object of values`);
    }
    if (!Object.keys(conditions).length) throw new RuleError(`${at}: a rule needs a condition (path, body or query)`);
    return /** @type {PickRule} */ ({ example, ...conditions });
  });
}

/** @param {unknown} actual @param {unknown} expected */
function holds(actual, expected) {
  if (Array.isArray(expected)) return expected.some((e) => holds(actual, e));
  if (expected === '*') return actual !== undefined && actual !== null && actual !== '';
  if (actual === undefined || actual === null || typeof actual === 'object') return false;
  return String(actual) === String(expected);
}

/** @param {Record<string, unknown> | undefined} wanted @param {Record<string, unknown>} got */
const allHold = (wanted, got) => !wanted || Object.entries(wanted).every(([k, v]) => holds(got[k], v));

/**
 * The example the first holding rule names, or undefined.
 * @param {PickRule[]} rules
 * @param {{ path: Record<string, string>, body: unknown, query: Record<string, unknown> }} request
 */
export function ruleExample(rules, request) {
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body)
      ? /** @type {Record<string, unknown>} */ (request.body)
      : {};
  return rules.find((r) => allHold(r.path, request.path) && allHold(r.body, body) && allHold(r.query, request.query))?.example;
}

/**
 * The path parameters of a concrete path under its template.
 * @param {string} template  e.g. /api/board/{boardType}/list
 * @param {string} path      e.g. /api/board/free/list
 * @returns {Record<string, string>}
 */
export function pathParams(template, path) {
  /** @type {Record<string, string>} */
  const out = {};
  const t = template.split('/');
  const p = path.split('/');
  t.forEach((segment, i) => {
    const m = /^\{([^}]+)\}$/.exec(segment);
    if (m?.[1] && p[i] !== undefined) out[m[1]] = decodeURIComponent(p[i]);
  });
  return out;
}
