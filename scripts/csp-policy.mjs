// The built app's Content-Security-Policy (docs/csp.md), in one place: the build puts it in
// index.html (vite.config.ts) and `npm run csp` prints it as the hosting server's header.
// Scripts only from the site itself (no inline script, no eval); calls and the push socket to the
// site itself (plus the API's own origin when VITE_API_BASE_URL names one); images from the site
// and the operator's CDN (VITE_CSP_IMG_SRC); game windows framed only from the game vendors' origins
// listed in VITE_CSP_FRAME_SRC (per site; the mock's in .env.mock and .env.development; none listed:
// nothing is framed). Styles allow 'unsafe-inline': MUI's Emotion writes <style> elements at run
// time, and a static page cannot carry a per-response nonce.

/** @param {string | undefined} value */
const words = (value) => (value ?? '').split(/\s+/).filter(Boolean);

/** @param {string | undefined} url @returns {string[]} */
const originOf = (url) => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/** An https origin (`https://games.vendor.com`, a port allowed) or all subdomains of one (`https://*.vendor.com`). */
const VENDOR_ORIGIN = /^https:\/\/(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+(:\d{1,5})?$/i;

/**
 * The origins a game window may be framed from: VITE_CSP_FRAME_SRC, space-separated. Each must be
 * one vendor's https origin: a scheme alone (`https:`), `*`, http, a path or any other source would
 * let any site be framed, and is refused (the build fails with the value named). None listed:
 * `'none'` (fail closed: no frame at all).
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function frameSources(env) {
  const listed = words(env.VITE_CSP_FRAME_SRC).map((w) => w.replace(/\/$/, ''));
  const wrong = listed.filter((w) => !VENDOR_ORIGIN.test(w));
  if (wrong.length) {
    throw new Error(
      `VITE_CSP_FRAME_SRC lists the game vendors' origins (https://games.vendor.com or https://*.vendor.com), not ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
    );
  }
  return listed.length ? listed.map((w) => w.toLowerCase()) : ["'none'"];
}

/**
 * Real-user monitoring's collector (VITE_RUM_URL), when it is on another origin than the site and the
 * API: its beacons are connections (connect-src). A same-origin path (`/rum`) needs nothing.
 * @param {Record<string, string | undefined>} env
 * @param {string[]} listed  origins already in connect-src
 * @returns {string[]}
 */
export function rumOrigin(env, listed = []) {
  const url = env.VITE_RUM_URL?.trim() ?? '';
  if (!/^https?:\/\//i.test(url)) return [];
  return originOf(url).filter((o) => !listed.includes(o));
}

/**
 * @param {Record<string, string | undefined>} env  the build's VITE_* settings
 * @param {{ header?: boolean }} [options]  header: add what only an HTTP header can say
 * @returns {string}
 */
export function contentSecurityPolicy(env, { header = false } = {}) {
  const api = originOf(env.VITE_API_BASE_URL);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...words(env.VITE_CSP_IMG_SRC)].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...api, ...api.map((o) => o.replace(/^http/, 'ws')), ...rumOrigin(env, api)].join(' '),
    `frame-src ${frameSources(env).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(header ? ["frame-ancestors 'self'"] : []),
  ].join('; ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // npm run csp [-- <mode>] [--nginx]: the header line, or nginx's directive for it (docs/deploy/)
  const { loadEnv } = await import('vite');
  const args = process.argv.slice(2);
  const mode = args.find((a) => !a.startsWith('--')) ?? 'production';
  const policy = contentSecurityPolicy({ ...loadEnv(mode, process.cwd(), 'VITE_') }, { header: true });
  console.log(args.includes('--nginx') ? `add_header Content-Security-Policy "${policy}" always;` : `Content-Security-Policy: ${policy}`);
}
