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
//     - match: { body: msgIdx, answer: /data/msgIdx }   # a read by id: see below
//       path: { boardType: notice }                     # (conditions may go with it)
//
// Values compare as text (`page: 2` holds for 2 and "2"); a list of values holds for any of them.
// A `match` rule answers the 200 example whose answer holds, at the JSON pointer `answer`, the value
// of the request's field (`body`, `path` or `query`: one of them, naming the field): the message
// whose msgIdx was asked, the notice that was clicked. It holds only when such an example exists
// (the first in the contract's order), so the next rules (e.g. a "not found") still answer the
// others. The answer is an example as written, so it stays valid against the schema.
// This lets the mock answer like a server for lists (a board per type, page 2 of a grid, a search)
// and for details (the post a row links to), while scenarios and Prefer still win over it.

const CONDITION_KEYS = ['path', 'body', 'query'];
const MATCH_SOURCES = ['body', 'path', 'query'];

export class RuleError extends Error {}

/**
 * @typedef {object} Match  a read by id: the example whose answer holds the request's value
 * @property {'body' | 'path' | 'query'} source  where the request carries it
 * @property {string} field    the request's field
 * @property {string} answer   JSON pointer into the example's value (e.g. /data/post/boardIdx)
 * @property {Map<string, string>} byValue  the value (as text) → the first example holding it
 */

/**
 * @typedef {object} PickRule
 * @property {string} [example]  the example to answer (a plain rule)
 * @property {Match} [match]     or the example holding the asked id (a `match` rule)
 * @property {Record<string, unknown>} [path]
 * @property {Record<string, unknown>} [body]
 * @property {Record<string, unknown>} [query]
 */

/**
 * The value at a JSON pointer (RFC 6901), or undefined.
 * @param {unknown} value
 * @param {string} pointer  e.g. /data/post/boardIdx
 */
export function atPointer(value, pointer) {
  if (pointer === '') return value;
  let here = value;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!here || typeof here !== 'object') return undefined;
    here = /** @type {Record<string, unknown>} */ (here)[key];
  }
  return here;
}

/**
 * @param {unknown} raw  a rule's `match`
 * @param {string[]} examples
 * @param {Record<string, unknown>} values  example name → its value
 * @param {string} at
 * @returns {Match}
 */
function readMatch(raw, examples, values, at) {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new RuleError(`${at}: match must be { <body|path|query>: <field>, answer: <JSON pointer> }`);
  const { answer, ...from } = /** @type {Record<string, unknown>} */ (raw);
  const sources = Object.keys(from);
  const source = sources[0];
  if (sources.length !== 1 || !source || !MATCH_SOURCES.includes(source) || typeof from[source] !== 'string' || !from[source]) {
    throw new RuleError(
      `${at}: match needs exactly one of ${MATCH_SOURCES.join(', ')} naming the request's field (got ${sources.join(', ') || 'none'})`,
    );
  }
  if (typeof answer !== 'string' || !answer.startsWith('/'))
    throw new RuleError(`${at}: match.answer must be a JSON pointer such as /data/msgIdx`);
  /** @type {Map<string, string>} */
  const byValue = new Map();
  for (const name of examples) {
    const found = atPointer(values[name], answer);
    if (found === undefined || found === null || typeof found === 'object') continue;
    if (!byValue.has(String(found))) byValue.set(String(found), name);
  }
  if (!byValue.size) throw new RuleError(`${at}: no 200 example holds a value at ${answer}`);
  return { source: /** @type {Match['source']} */ (source), field: /** @type {string} */ (from[source]), answer, byValue };
}

/**
 * Read and check an operation's rules against its 200 examples.
 * @param {unknown} raw  the `x-mock-pick` value
 * @param {string[]} examples  the names of the operation's 200 examples
 * @param {string} where  for error messages
 * @param {Record<string, unknown>} [values]  example name → its value (what `match` rules look into)
 * @returns {PickRule[]}
 */
export function readRules(raw, examples, where, values = {}) {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw new RuleError(`${where}: x-mock-pick must be a list of rules`);
  return raw.map((rule, i) => {
    const at = `${where}: x-mock-pick[${i}]`;
    if (!rule || typeof rule !== 'object') throw new RuleError(`${at} must be an object`);
    const { example, match, ...conditions } = /** @type {Record<string, unknown>} */ (rule);
    if (match !== undefined && example !== undefined) throw new RuleError(`${at}: a rule has either example or match, not both`);
    if (match === undefined && (typeof example !== 'string' || !examples.includes(example))) {
      throw new RuleError(`${at}: example "${String(example)}" is not a 200 example (known: ${examples.join(', ')})`);
    }
    for (const [key, value] of Object.entries(conditions)) {
      if (!CONDITION_KEYS.includes(key))
        throw new RuleError(`${at}: unknown key "${key}" (known: example, match, ${CONDITION_KEYS.join(', ')})`);
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new RuleError(`${at}: ${key} must be an object of values`);
    }
    if (match !== undefined) return /** @type {PickRule} */ ({ match: readMatch(match, examples, values, at), ...conditions });
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
  /** @type {Record<string, Record<string, unknown>>} */
  const fields = { body, path: request.path, query: request.query };
  for (const r of rules) {
    if (!(allHold(r.path, request.path) && allHold(r.body, body) && allHold(r.query, request.query))) continue;
    if (!r.match) return r.example;
    const asked = fields[r.match.source]?.[r.match.field];
    if (asked === undefined || asked === null || typeof asked === 'object') continue;
    const example = r.match.byValue.get(String(asked));
    if (example) return example;
  }
  return undefined;
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
