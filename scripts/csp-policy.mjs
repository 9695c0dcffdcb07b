// The built app's Content-Security-Policy (docs/csp.md), in one place: the build puts it in
// index.html (vite.config.ts) and `npm run csp` prints it as the hosting server's header.
// Scripts only from the site itself (no inline script, no eval); calls and the push socket to the
// site itself (plus the API's own origin when VITE_API_BASE_URL names one); images from the site
// and the operator's CDN (VITE_CSP_IMG_SRC); game windows framed from VITE_CSP_FRAME_SRC (default
// any https origin). Styles allow 'unsafe-inline': MUI's Emotion writes <style> elements at run
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

/**
 * @param {Record<string, string | undefined>} env  the build's VITE_* settings
 * @param {{ header?: boolean }} [options]  header: add what only an HTTP header can say
 * @returns {string}
 */
export function contentSecurityPolicy(env, { header = false } = {}) {
  const api = originOf(env.VITE_API_BASE_URL);
  const frames = words(env.VITE_CSP_FRAME_SRC);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...words(env.VITE_CSP_IMG_SRC)].join(' '),
    "font-src 'self' data:",
    ["connect-src 'self'", ...api, ...api.map((o) => o.replace(/^http/, 'ws'))].join(' '),
    `frame-src ${(frames.length ? frames : ['https:']).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(header ? ["frame-ancestors 'self'"] : []),
  ].join('; ');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadEnv } = await import('vite');
  const mode = process.argv[2] ?? 'production';
  console.log(`Content-Security-Policy: ${contentSecurityPolicy({ ...loadEnv(mode, process.cwd(), 'VITE_') }, { header: true })}`);
}
