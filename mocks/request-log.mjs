// The last N /api requests the mock received, decrypted, so tests can assert what the client sent.
// Each entry also keeps the raw body text as it came over the wire (still encrypted when it was).

/**
 * @typedef {object} LoggedRequest
 * @property {number} seq
 * @property {string} time
 * @property {string} method
 * @property {string} path
 * @property {string | undefined} template  the contract operation's path template, when one matched
 * @property {Record<string, string | string[]>} query
 * @property {Record<string, string | string[] | undefined>} headers
 * @property {boolean} encrypted    the request body was envelope ciphertext
 * @property {string} raw           the body text as received
 * @property {unknown} body         the decrypted, parsed JSON body (undefined when unreadable or none)
 * @property {{ code?: number, example?: string, dynamic?: boolean, scenario?: boolean, implicit?: boolean, rule?: boolean,
 *   literal?: boolean, status?: number, delayMs?: number, dropped?: boolean }} pick
 *   what was asked of Prism; `implicit`: nobody asked, the mock chose (`rule`: by the operation's `x-mock-pick`, else `success`); `scenario`: a
 *   scenario decided, and what it did (`literal` body, `status`, `delayMs`, `dropped` the socket)
 * @property {number} status        HTTP status answered (0: none, the socket was dropped or closed)
 * @property {unknown} response     the JSON answered (before encryption)
 * @property {boolean} responseEncrypted
 * @property {string[]} violations  what the answer breaks in the contract (Prism's complaints, or a literal body's)
 * @property {number} ms
 */

/** @param {number} size */
export function createRequestLog(size) {
  /** @type {LoggedRequest[]} */
  let entries = [];
  let seq = 0;

  /** @param {Omit<LoggedRequest, 'seq' | 'time'>} entry */
  function add(entry) {
    const full = { seq: ++seq, time: new Date().toISOString(), ...entry };
    entries.push(full);
    while (entries.length > size) entries.shift();
    return full;
  }

  /**
   * Oldest first. `path` matches the concrete path or the operation's template.
   * @param {{ path?: string | null, method?: string | null, limit?: number }} [filter]
   */
  function list({ path, method, limit } = {}) {
    let out = entries;
    if (path) out = out.filter((e) => e.path === path || e.template === path);
    if (method) out = out.filter((e) => e.method === method.toUpperCase());
    if (limit && limit > 0) out = out.slice(-limit);
    return out;
  }

  function clear() {
    const n = entries.length;
    entries = [];
    return n;
  }

  return { add, list, clear };
}

/** @typedef {ReturnType<typeof createRequestLog>} RequestLog */
