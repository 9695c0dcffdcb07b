// Loading the contract and indexing its operations: which operation a concrete request path
// belongs to, and which named examples each response offers (for scenarios and /__mock/operations).
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/winner-contract/', import.meta.url));

/**
 * What the contract's operations are made from, as a key: a hash of every file of the contract's
 * folder (its path and content) and of Prism's version. A changed file gives another key.
 * @param {string} contractPath
 * @returns {Promise<string>}
 */
export async function contractKey(contractPath) {
  const root = dirname(contractPath);
  const hash = createHash('sha256');
  const prismPackage = fileURLToPath(new URL('../node_modules/@stoplight/prism-http/package.json', import.meta.url));
  hash.update(await readFile(prismPackage).catch(() => ''));
  const files = (await readdir(root, { recursive: true })).filter((f) => /\.(ya?ml|json)$/.test(f)).sort();
  for (const f of files) {
    hash.update(`\0${f}\0`);
    hash.update(await readFile(join(root, f)));
  }
  return hash.digest('hex').slice(0, 24);
}

/**
 * Prism's operations of the contract from a cache keyed by every file of the contract's folder and
 * Prism's version, else loaded and cached (plain JSON: Prism's dereferenced operations hold no
 * cycles). Loading takes 1–4 s; reading the cache ~50 ms — paid by every sandbox a test starts.
 * @param {string} contractPath
 * @param {() => Promise<any[]>} load
 * @returns {Promise<any[]>}
 */
async function cachedOperations(contractPath, load) {
  const file = join(CACHE_DIR, `${await contractKey(contractPath)}.json`);
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    /* not cached yet */
  }
  const operations = await load();
  try {
    await mkdir(CACHE_DIR, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, JSON.stringify(operations));
    await rename(tmp, file);
  } catch {
    /* a read-only tree: load again next time */
  }
  return operations;
}

/**
 * Load and dereference the contract (relative external `$ref`s are resolved by Prism's ref parser
 * against the file's own location), then index it. `cache`: read Prism's operations from the cache
 * (the sandbox and its tests, which only read them; the mock server hands them to Prism and loads
 * them itself).
 * @param {string} contractPath
 * @param {{ cache?: boolean }} [options]
 */
export async function loadContract(contractPath, { cache = false } = {}) {
  try {
    await access(contractPath);
  } catch {
    throw new Error(`mock: contract not found at ${contractPath} (set MOCK_CONTRACT or pass contractPath)`);
  }
  /** @type {any[]} */
  let operations;
  try {
    const load = async () => (await loadPrism()).getHttpOperationsFromSpec(contractPath);
    operations = cache ? await cachedOperations(contractPath, load) : await load();
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
