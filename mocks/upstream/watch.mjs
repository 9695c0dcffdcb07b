// The upstream watch (`npm start -- --upstream <url>`): a local proxy the dev server sends /api, /ws
// and everything else of the backend's to. Every answer goes back to the browser unchanged (status,
// headers, bytes); a copy of each /api answer is checked against the contract after it has been
// passed on (check-answer.mjs), and what does not fit is printed once and listed as JSON at
// GET /__upstream/violations. WebSocket upgrades (the push socket) are passed through untouched.
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { createAnswerCheck } from './check-answer.mjs';
import { createViolationLog } from './violations.mjs';
import { RUM_PATH } from '../rum-path.mjs';

export const VIOLATIONS_PATH = '/__upstream/violations';

/**
 * @typedef {object} WatchOptions
 * @property {string} target   the operator's backend, e.g. https://api.example
 * @property {import('../contract.mjs').Contract} contract
 * @property {import('../envelope.mjs').Envelope | undefined} envelope  undefined when the envelope is off
 * @property {number} [port]   default 0 (any free port)
 * @property {string} [host]   default 127.0.0.1
 * @property {(line: string) => void} [log]  where violations are printed (default console.warn)
 */

/** @param {WatchOptions} o */
export async function startUpstreamWatch(o) {
  const target = new URL(o.target);
  const secure = target.protocol === 'https:' || target.protocol === 'wss:';
  const base = target.pathname.replace(/\/+$/, '');
  const violations = createViolationLog({ log: o.log });
  const { check } = createAnswerCheck({ contract: o.contract, envelope: o.envelope });
  const send = secure ? httpsRequest : httpRequest;
  /** @type {Set<string>} connection errors already printed */
  const unreachable = new Set();

  /** The upstream's request options for an incoming request (Host is the upstream's, as changeOrigin does). */
  const upstreamOptions = (/** @type {import('node:http').IncomingMessage} */ req) => ({
    protocol: secure ? 'https:' : 'http:',
    hostname: target.hostname,
    port: target.port || (secure ? 443 : 80),
    method: req.method,
    path: base + (req.url ?? '/'),
    headers: { ...req.headers, host: target.host },
    servername: target.hostname,
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://watch.local');
    if (url.pathname === VIOLATIONS_PATH) {
      const body = JSON.stringify({ upstream: target.origin + base, violations: violations.list() }, null, 2);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      return void res.end(body);
    }
    // the dev build's real-user monitoring beacons (.env.development) are the sandbox's, not the
    // operator's: taken and dropped here, as the mock does
    if (url.pathname === RUM_PATH && req.method === 'POST') return void req.resume().on('end', () => res.writeHead(204).end());
    const watched = url.pathname === '/api' || url.pathname.startsWith('/api/');
    const out = send(upstreamOptions(req), (up) => {
      res.writeHead(up.statusCode ?? 502, up.statusMessage, up.rawHeaders);
      /** @type {Buffer[]} */
      const chunks = [];
      up.on('data', (chunk) => {
        if (watched) chunks.push(chunk);
        res.write(chunk);
      });
      up.on('end', () => {
        res.end();
        if (!watched) return;
        // after the browser has its answer: the check never delays or changes it
        setImmediate(() => {
          const method = (req.method ?? 'GET').toUpperCase();
          const status = up.statusCode ?? 0;
          const { operation, complaints } = check({
            method,
            pathname: url.pathname,
            status,
            contentType: up.headers['content-type'],
            contentEncoding: up.headers['content-encoding'],
            bytes: Buffer.concat(chunks),
          });
          if (complaints.length) violations.record({ operation, method, url: url.pathname, status }, complaints);
        });
      });
      up.on('error', () => res.destroy());
    });
    // the upstream cannot be reached or drops the connection: drop the browser's too (as vite.config.ts
    // does), and say so once per reason
    out.on('error', (err) => {
      if (!unreachable.has(err.message)) {
        unreachable.add(err.message);
        (o.log ?? console.warn)(`upstream: ${req.method} ${url.pathname}: ${err.message} (the browser's connection is dropped)`);
      }
      res.destroy();
    });
    req.pipe(out);
  });

  /** @type {Set<import('node:stream').Duplex>} upgraded sockets: the HTTP server no longer tracks them */
  const tunnels = new Set();
  server.on('upgrade', (req, socket, head) => {
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const port = Number(target.port || (secure ? 443 : 80));
    const up = secure
      ? tlsConnect({ host: target.hostname, port, servername: target.hostname })
      : netConnect({ host: target.hostname, port });
    const ready = secure ? 'secureConnect' : 'connect';
    up.once(ready, () => {
      const lines = [`${req.method} ${base}${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] ?? '';
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? target.host : req.rawHeaders[i + 1]}`);
      }
      up.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) up.write(head);
      up.pipe(socket);
      socket.pipe(up);
    });
    const end = () => {
      up.destroy();
      socket.destroy();
    };
    up.on('error', end);
    socket.on('error', end);
    up.on('close', () => socket.destroy());
    socket.on('close', () => up.destroy());
  });

  const host = o.host ?? '127.0.0.1';
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, host, () => resolve(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${host}:${port}`,
    violations,
    close: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
