// Loading the contract and indexing its operations: which operation a concrete request path
// belongs to, and which named examples each response offers (for scenarios and /__mock/operations).
import { access } from 'node:fs/promises';
import { loadPrism } from './prism.mjs';
import { readRules } from './example-rules.mjs';

/**
 * @typedef {object} IndexedOperation
 * @property {string} method      upper case
 * @property {string} path        the contract's path template, as requests spell it (e.g. /api/board/{boardType}/list)
 * @property {string} [operationId]
 * @property {RegExp} regex
 * @property {number} params      number of templated segments (fewer = more specific)
 * @property {Record<string, string[]>} examples  status code → example keys
 * @property {import('./example-rules.mjs').PickRule[]} rules  `x-mock-pick`: which 200 example answers which request
 * @property {unknown} operation  Prism's operation object
 */

/**
 * Load and dereference the contract (relative external `$ref`s are resolved by Prism's ref parser
 * against the file's own location), then index it.
 * @param {string} contractPath
 */
export async function loadContract(contractPath) {
  try {
    await access(contractPath);
  } catch {
    throw new Error(`mock: contract not found at ${contractPath} (set MOCK_CONTRACT or pass contractPath)`);
  }
  const prism = await loadPrism();
  /** @type {any[]} */
  let operations;
  try {
    operations = await prism.getHttpOperationsFromSpec(contractPath);
  } catch (err) {
    throw new Error(`mock: cannot load contract ${contractPath}: ${/** @type {Error} */ (err).message}`);
  }
  return { contractPath, operations, ...indexOperations(operations) };
}

/** @param {string} s */
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * When the contract's paths are written relative to a server URL ending in a path
 * (`servers: [{url: /api}]`, paths `/member/login`), requests still say `/api/member/login`:
 * this is the part to strip before routing. Empty when the paths already start with it.
 * @param {any[]} operations
 */
function basePathOf(operations) {
  const servers = operations.flatMap((op) => op.servers ?? []);
  for (const s of servers) {
    let pathname;
    try {
      pathname = new URL(String(s.url).replace(/\{[^}]*\}/g, 'x'), 'http://mock.invalid').pathname;
    } catch {
      continue;
    }
    pathname = pathname.replace(/\/+$/, '');
    if (pathname && !operations.every((op) => op.path.startsWith(pathname + '/'))) return pathname;
  }
  return '';
}

/** @param {any[]} operations */
export function indexOperations(operations) {
  const basePath = basePathOf(operations);
  /** @type {IndexedOperation[]} */
  const index = operations.map((op) => {
    const fullPath = basePath + op.path;
    const segments = fullPath.split('/');
    const params = segments.filter((s) => /\{[^}]+\}/.test(s)).length;
    const pattern = segments.map((s) => escapeRe(s).replace(/\\\{[^}]+?\\\}/g, '[^/]+')).join('/');
    /** @type {Record<string, string[]>} */
    const examples = {};
    /** @type {Record<string, unknown>} the 200 examples' values, for `match` rules */
    const values = {};
    for (const r of op.responses ?? []) {
      const keys = new Set();
      for (const c of r.contents ?? []) {
        for (const e of c.examples ?? []) {
          keys.add(e.key);
          if (r.code === '200' && !(e.key in values)) values[e.key] = e.value;
        }
      }
      examples[r.code] = [...keys];
    }
    const rules = readRules(
      op.extensions?.['x-mock-pick'],
      examples['200'] ?? [],
      `${String(op.method).toUpperCase()} ${fullPath}`,
      values,
    );
    return {
      method: String(op.method).toUpperCase(),
      path: fullPath,
      operationId: op.iid ?? op.operationId,
      regex: new RegExp(`^${pattern}$`),
      params,
      examples,
      rules,
      operation: op,
    };
  });
  // Most specific first: concrete paths before templated ones.
  index.sort((a, b) => a.params - b.params);

  /**
   * The operations a request path (or a path template) belongs to.
   * @param {string} path  concrete (`/api/board/notice/list`) or template (`/api/board/{boardType}/list`)
   * @param {string} [method]
   */
  function find(path, method) {
    const m = method?.toUpperCase();
    const ofMethod = m ? index.filter((o) => o.method === m) : index;
    const byTemplate = ofMethod.filter((o) => o.path === path);
    const hits = byTemplate.length ? byTemplate : ofMethod.filter((o) => o.regex.test(path));
    // Keep only the most specific template that matched.
    return hits.filter((o) => o.path === hits[0]?.path);
  }

  /**
   * Turn a request path into the path Prism's router expects (strips basePath).
   * @param {string} path
   */
  function toPrismPath(path) {
    return basePath && path.startsWith(basePath + '/') ? path.slice(basePath.length) : path;
  }

  return { index, basePath, find, toPrismPath };
}

/** @typedef {Awaited<ReturnType<typeof loadContract>>} Contract */
