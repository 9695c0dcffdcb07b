// Debian's nginx under the repo's site config (scripts/nginx-site.mjs), started by a test: its own
// prefix in a temp folder, free ports, in the foreground as the test's child (never the system
// service), and a self-signed certificate for the https server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx } from '../../scripts/ensure-nginx.mjs';
import { nginxSite } from '../../scripts/nginx-site.mjs';

export interface Nginx {
  /** The http server (it serves the site too: `--http serve`). */
  url: string;
  /** The https server (self-signed: `cert` is its certificate). */
  httpsUrl: string;
  cert: string;
  /** The site file as written. */
  site: string;
  stop(): Promise<void>;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on `port` (nginx has bound it), or fails after `ms`. */
async function listening(port: number, child: ChildProcess, errors: () => string, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`nginx did not listen on ${port}: ${errors()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * nginx serving `dist` with `/api` and `/ws` proxied to `backend`; `env` is the build's VITE_*
 * settings (the policy and the RUM path come from them); `rumBackend` where a same-origin
 * VITE_RUM_URL goes.
 */
export async function startNginx(o: {
  dist: string;
  backend: string;
  env: Record<string, string | undefined>;
  rumBackend?: string;
  /** What the http server does: serve the site too (default here), or redirect to https (production's default). */
  http?: 'serve' | 'redirect';
}): Promise<Nginx> {
  const binary = ensureNginx({ log: () => {} });
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'winner-nginx-'));
  const cert = path.join(prefix, 'site.crt');
  const key = path.join(prefix, 'site.key');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = nginxSite({
    root: o.dist,
    backend: o.backend,
    env: o.env,
    serverName: 'localhost',
    httpPort,
    httpsPort,
    cert,
    key,
    http: o.http ?? 'serve',
    rumBackend: o.rumBackend,
  });
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  // the main config Debian's /etc/nginx/nginx.conf would be, in the temp prefix
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      ...(isRoot ? ['user root;'] : []),
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${path.join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  // a self-signed certificate for the https server (a day is enough for a test)
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errors = () =>
    stderr + (fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : '');
  try {
    await listening(httpPort, child, errors);
    await listening(httpsPort, child, errors);
  } catch (error) {
    child.kill('SIGTERM');
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://127.0.0.1:${httpPort}`,
    httpsUrl: `https://localhost:${httpsPort}`,
    cert: fs.readFileSync(cert, 'utf8'),
    site,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM'); // nginx's fast shutdown
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
