// Prism in-process (@stoplight/prism-http, pinned 5.12.0 with prism-core 5.8.0, the newest for Node 20): imported lazily so tools that only need
// the envelope or the broker do not pay for it (~0.7 s). One instance serves every request; the
// per-request `mock` config carries the chosen example and status.

/** @type {Promise<any> | undefined} */
let prismModule;

/** The @stoplight/prism-http module (CommonJS, so its exports may sit on `default`). */
export function loadPrism() {
  prismModule ??= import('@stoplight/prism-http').then((/** @type {any} */ m) => (m.createInstance ? m : m.default));
  return prismModule;
}

const noop = () => {};
/** Prism wants a pino-like logger; we log one line per request ourselves. */
const silentLogger = {
  trace: noop,
  debug: noop,
  info: noop,
  success: noop,
  warn: noop,
  error: noop,
  fatal: noop,
  child() {
    return silentLogger;
  },
};

/**
 * @typedef {object} MockRequest
 * @property {string} method            lower or upper case
 * @property {string} path              the path as Prism's router should see it
 * @property {Record<string, string | string[]>} query
 * @property {Record<string, string>} headers  lower-cased names
 * @property {unknown} [body]           parsed JSON
 * @property {{ code?: number, example?: string, dynamic?: boolean }} pick
 */

/**
 * @typedef {{ ok: true, status: number, headers: Record<string, string>, body: unknown, violations: string[] }
 *   | { ok: false, status: number, headers: Record<string, string>, body: Record<string, unknown> }} MockResult
 *   ok: Prism produced an answer from the contract; not ok: Prism's own error (problem JSON).
 */

/**
 * @param {any[]} operations  from getHttpOperationsFromSpec
 * @param {{ checkSecurity: boolean, validateResponse: boolean }} cfg
 */
export async function createMocker(operations, { checkSecurity, validateResponse }) {
  const P = await loadPrism();
  const baseConfig = {
    mock: { dynamic: false },
    checkSecurity,
    validateRequest: true,
    validateResponse,
    errors: false,
    upstreamProxy: undefined,
    isProxy: false,
  };
  const prism = P.createInstance(baseConfig, { logger: silentLogger });

  /**
   * @param {MockRequest} req
   * @param {any[]} [candidates]  the operations the request can match (routing over one operation
   *   instead of all of them is ~4x faster); default all, which also gives Prism's own 404/405.
   * @returns {Promise<MockResult>}
   */
  async function call(req, candidates = operations) {
    const mock = {
      dynamic: req.pick.dynamic ?? false,
      ...(req.pick.example !== undefined && { exampleKey: req.pick.example }),
      ...(req.pick.code !== undefined && { code: req.pick.code }),
    };
    const input = {
      method: req.method.toLowerCase(),
      url: { path: req.path, query: req.query },
      headers: req.headers,
      ...(req.body !== undefined && { body: req.body }),
    };
    let result;
    try {
      result = await prism.request(input, candidates, { ...baseConfig, mock })();
    } catch (err) {
      result = { _tag: 'Left', left: err };
    }
    if (result._tag === 'Right') {
      const { output, validations } = result.right;
      /** @type {Record<string, string>} */
      const headers = {};
      for (const [k, v] of Object.entries(output.headers ?? {})) if (v != null) headers[k.toLowerCase()] = String(v);
      return {
        ok: true,
        status: output.statusCode,
        headers,
        body: output.body,
        violations: (validations.output ?? []).map((/** @type {any} */ v) => v.message),
      };
    }
    const problem = P.ProblemJsonError.toProblemJson(result.left);
    const { headers: extraHeaders = {}, ...body } = /** @type {Record<string, any>} */ (problem);
    return { ok: false, status: problem.status, headers: extraHeaders, body };
  }

  return { call };
}

/** @typedef {Awaited<ReturnType<typeof createMocker>>} Mocker */
