// Who may reach the local control surfaces: the sandbox's console (/__sandbox/*), the mock's
// control routes (/__mock/*) and the push socket (/ws) of both. They are for the developer's own
// machine; a web page on another origin (a form posted as text/plain, a no-cors fetch) or a name
// that resolves to 127.0.0.1 (DNS rebinding) must not drive them. mocks/README.md states the rules.

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A comma list of host names (SANDBOX_ALLOWED_HOSTS, MOCK_ALLOWED_HOSTS), lower case. @param {string | undefined} list */
export const hostList = (list) =>
  (list ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

/** `name[:port]` or `[v6]:port` and nothing else (no user part, no path). */
const HOST = /^(?<hostname>[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** A Host header's value → { host, hostname } in lower case, or undefined when it is no plain host. @param {string} value */
function parseHost(value) {
  const host = value.trim().toLowerCase();
  const hostname = HOST.exec(host)?.groups?.hostname;
  return hostname ? { host, hostname } : undefined;
}

/** A loopback name, or one the allowed list names (by name alone, or with its port). @param {{ host: string, hostname: string }} h @param {readonly string[]} allowed */
const isAllowed = (h, allowed) => LOOPBACK.has(h.hostname) || allowed.includes(h.hostname) || allowed.includes(h.host);

/** The request's Host header is a loopback name or an allowed one. @param {string | undefined} host @param {readonly string[]} allowed */
export function hostAllowed(host, allowed) {
  const h = host ? parseHost(host) : undefined;
  return !!h && isAllowed(h, allowed);
}

/**
 * The push socket's upgrade: no Origin (not a browser), or a page on a loopback origin (any port:
 * the dev and preview servers proxy /ws), or on an allowed host.
 * @param {string | undefined} origin @param {readonly string[]} allowed
 */
export function pushOriginAllowed(origin, allowed) {
  if (origin === undefined) return true;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && isAllowed(u, allowed);
  } catch {
    return false;
  }
}

/** @param {import('node:http').IncomingMessage} req @param {string} name */
const header = (req, name) => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * A control request's refusal, or undefined when it may go on. Every request: Host is a loopback
 * name or an allowed one. A write (any method but GET/HEAD/OPTIONS) also: Origin, when present, is
 * the server's own origin; Sec-Fetch-Site, when present, is same-origin or none; with `json`, the
 * body is Content-Type application/json (what no HTML form and no no-cors fetch can send).
 * @param {import('node:http').IncomingMessage} req
 * @param {{ allowedHosts: readonly string[], json: boolean }} rules
 * @returns {{ status: 403 | 415, message: string } | undefined}
 */
export function controlRefusal(req, { allowedHosts, json }) {
  const host = header(req, 'host');
  if (!hostAllowed(host, allowedHosts)) {
    return { status: 403, message: `Host ${JSON.stringify(host ?? '')} is not a loopback name nor in the allowed hosts` };
  }
  if (READS.has((req.method ?? 'GET').toUpperCase())) return undefined;
  const origin = header(req, 'origin');
  if (origin !== undefined && !sameOrigin(origin, /** @type {string} */ (host))) {
    return { status: 403, message: `Origin ${origin} is not this server's own` };
  }
  const site = header(req, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return { status: 403, message: `a ${site} request may not write here` };
  }
  const type = (header(req, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (json && type !== 'application/json') return { status: 415, message: 'a write here must be Content-Type: application/json' };
  return undefined;
}

/** @param {string} origin @param {string} host */
function sameOrigin(origin, host) {
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.host === parseHost(host)?.host;
  } catch {
    return false;
  }
}

/** One segment is `.` or `..`, also written with %2e. @param {string} segment */
const isDotSegment = (segment) => /^(\.|%2e){1,2}$/i.test(segment);

/**
 * The request's path, as sent or decoded, has a `.` or `..` segment (`/__sandbox/play/../members`,
 * `%2e%2e`, `..%2f`, a backslash): a proxy matching on the raw path would forward it, and the URL
 * parser would then resolve it to another route. Such a path is refused before routing.
 * @param {string | undefined} rawUrl
 */
export function hasDotSegment(rawUrl) {
  const path = (rawUrl ?? '/').split(/[?#]/)[0] ?? '';
  if (path.split(/[\\/]/).some(isDotSegment)) return true;
  try {
    return decodeURIComponent(path).split(/[\\/]/).some(isDotSegment);
  } catch {
    return true;
  }
}
