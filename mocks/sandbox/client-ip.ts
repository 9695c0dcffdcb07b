// The caller's address as sessions and the login history show it. X-Forwarded-For is anyone's to
// write, so it counts only when the direct peer is a proxy named in SANDBOX_TRUSTED_PROXIES (comma
// list of IPs, default none): then the right-most address in it that is not a trusted proxy.
import type { IncomingMessage } from 'node:http';

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) → `127.0.0.1`. */
const plain = (ip: string): string => ip.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

export const trustedProxies = (list: string | undefined): Set<string> => new Set((list ?? '').split(',').map(plain).filter(Boolean));

export function clientIp(req: IncomingMessage, trusted: ReadonlySet<string> = trustedProxies(process.env.SANDBOX_TRUSTED_PROXIES)): string {
  const peer = plain(req.socket.remoteAddress ?? '');
  if (!trusted.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(plain).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!trusted.has(hop)) return hop;
  }
  return hops[0] ?? peer;
}
