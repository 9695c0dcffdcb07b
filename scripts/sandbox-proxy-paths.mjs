// Which /__sandbox paths the dev and preview servers forward to the backend (vite.config.ts): the
// game window's calls and the RUM beacon, nothing else. Matched on the path as sent, which must also
// have no `.`/`..` segment raw or decoded: `/__sandbox/play/../members` would otherwise reach the
// console through the site's own origin (the backend refuses such paths too: mocks/local-guard.mjs).
import { hasDotSegment } from '../mocks/local-guard.mjs';

const FORWARDED = [/^\/__sandbox\/play\/[\w-]+(?:\/(?:round|heartbeat|end|state))?$/, /^\/__sandbox\/rum$/];

/** The request target (`req.url`: path and query) is one the proxy forwards. @param {string | undefined} rawUrl */
export function sandboxPathForwarded(rawUrl) {
  const path = (rawUrl ?? '').split(/[?#]/)[0] ?? '';
  return !hasDotSegment(rawUrl) && FORWARDED.some((re) => re.test(path));
}

/**
 * The proxies' `bypass`: undefined forwards, false answers 404 (Vite's ProxyOptions).
 * @param {{ url?: string | undefined }} req
 */
export const sandboxProxyBypass = (req) => (sandboxPathForwarded(req.url) ? undefined : false);
