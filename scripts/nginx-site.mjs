#!/usr/bin/env node
// The production serving config (docs/deploy/README.md): nginx's site file for the built site,
// written from the options below and the build's settings, so the Content-Security-Policy comes
// from its one source (scripts/csp-policy.mjs) and cannot drift from the one in the built pages.
//   node scripts/nginx-site.mjs --root /srv/winner/dist --backend http://127.0.0.1:8080 \
//     --server-name www.example.com --cert /etc/ssl/winner.crt --key /etc/ssl/winner.key > winner.conf
// Options: --mode <vite mode> (production: the build's own settings), --http-port, --https-port,
// --http serve (the http server serves the site too instead of redirecting to https: a test, or a
// TLS-terminating load balancer in front), --rum-backend <url> (where a same-origin VITE_RUM_URL is
// forwarded: the collector).
import { contentSecurityPolicy } from './csp-policy.mjs';

/** Hashed file names (Vite's /assets/*): cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The pages (and the few unhashed files): always asked again (a 304 when unchanged), so a release shows at once. */
const NO_CACHE = 'no-cache';
/** The browser features the site never uses; the game windows' own (autoplay, fullscreen, picture-in-picture) stay allowed. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const HSTS = 'max-age=31536000; includeSubDomains';
/** Text types worth compressing (text/html always is). */
const GZIP_TYPES = 'text/css text/plain text/javascript application/javascript application/json image/svg+xml application/manifest+json';

/** A value nginx reads literally inside double quotes. */
function quoted(value, what) {
  if (/["$\\\n]/.test(value)) throw new Error(`${what} cannot go in the nginx config as it is: ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/** A same-origin RUM endpoint's path (VITE_RUM_URL=/rum), or undefined (unset, or another origin's URL). */
export function sameOriginRumPath(env) {
  const url = env.VITE_RUM_URL?.trim();
  return url && url.startsWith('/') && !url.startsWith('//') ? url.split('?')[0] : undefined;
}

/**
 * The site file.
 * @param {{ root: string, backend: string, env: Record<string, string | undefined>, serverName?: string,
 *   httpPort?: number, httpsPort?: number, cert?: string, key?: string, http?: 'redirect' | 'serve',
 *   rumBackend?: string }} o
 */
export function nginxSite(o) {
  const backend = new URL(o.backend);
  if (!/^https?:$/.test(backend.protocol) || (backend.pathname !== '/' && backend.pathname !== ''))
    throw new Error(`--backend is the API server's origin (http://host:port), not ${o.backend}`);
  const upstream = backend.origin;
  const serverName = o.serverName ?? '_';
  const tls = Boolean(o.cert && o.key);
  const http = o.http ?? (tls ? 'redirect' : 'serve');
  const csp = contentSecurityPolicy(o.env, { header: true });
  const rumPath = sameOriginRumPath(o.env);
  if (rumPath && !o.rumBackend) throw new Error(`VITE_RUM_URL is ${rumPath} on this site: say where it goes with --rum-backend <url>`);

  const headers = (cache, { hsts }) =>
    [
      `add_header Cache-Control ${quoted(cache, 'Cache-Control')} always;`,
      `add_header Content-Security-Policy ${quoted(csp, 'the policy')} always;`,
      'add_header X-Content-Type-Options "nosniff" always;',
      `add_header Referrer-Policy "${REFERRER_POLICY}" always;`,
      `add_header Permissions-Policy "${PERMISSIONS_POLICY}" always;`,
      // frame-ancestors (in the policy) is the rule; X-Frame-Options says it to older browsers
      'add_header X-Frame-Options "SAMEORIGIN" always;',
      ...(hsts ? [`add_header Strict-Transport-Security "${HSTS}" always;`] : []),
    ].map((line) => `        ${line}`);

  const proxied = (hsts) => [
    `        proxy_pass ${upstream};`,
    '        proxy_http_version 1.1;',
    '        proxy_set_header Connection "";',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '        add_header X-Content-Type-Options "nosniff" always;',
    ...(hsts ? [`        add_header Strict-Transport-Security "${HSTS}" always;`] : []),
  ];

  // add_header in a location replaces the server's: every location says all of its headers
  const locations = (hsts) => [
    '    root ' + o.root + ';',
    '',
    '    # the main page with its prerendered first view, at / only (docs/first-view.md)',
    '    location = / {',
    '        try_files /index.html =404;',
    ...headers(NO_CACHE, { hsts }),
    '    }',
    '    # every other page address is the single-page app: spa.html (a deep link of either layout, a reload)',
    '    location / {',
    '        try_files $uri /spa.html;',
    ...headers(NO_CACHE, { hsts }),
    '    }',
    '    # hashed names: a changed file is a new name, so a year and never asked again; a missing one is a 404',
    '    location ^~ /assets/ {',
    '        try_files $uri =404;',
    ...headers(IMMUTABLE, { hsts }),
    '    }',
    "    # the API, through the envelope (the backend's own answers, passed on as they are)",
    '    location ^~ /api/ {',
    ...proxied(hsts),
    '    }',
    '    # the push socket (STOMP over WebSocket)',
    '    location = /ws {',
    `        proxy_pass ${upstream};`,
    '        proxy_http_version 1.1;',
    '        proxy_set_header Upgrade $http_upgrade;',
    '        proxy_set_header Connection $winner_connection_upgrade;',
    '        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '        proxy_set_header X-Forwarded-Proto $scheme;',
    '        proxy_read_timeout 1h;',
    '    }',
    ...(rumPath
      ? [
          '    # real-user monitoring: the vitals and errors the pages send (VITE_RUM_URL) go to the collector',
          `    location = ${rumPath} {`,
          `        proxy_pass ${o.rumBackend};`,
          '        client_max_body_size 64k;',
          '    }',
        ]
      : []),
  ];

  const common = ['    server_tokens off;', '    charset utf-8;', ''];
  const gzip = [
    '    gzip on;',
    '    gzip_vary on;',
    '    gzip_comp_level 6;',
    '    gzip_min_length 1024;',
    '    gzip_proxied any;',
    `    gzip_types ${GZIP_TYPES};`,
    '',
  ];
  const lines = [
    '# The site for the built front end (docs/deploy/README.md). Written by scripts/nginx-site.mjs:',
    '# change that script or its options, not this file (the policy comes from scripts/csp-policy.mjs).',
    '',
    '# the push socket: a WebSocket upgrade is passed on as one',
    'map $http_upgrade $winner_connection_upgrade {',
    '    default upgrade;',
    "    ''      close;",
    '}',
    '',
    'server {',
    `    listen ${o.httpPort ?? 80};`,
    `    server_name ${serverName};`,
    ...common,
    ...(http === 'redirect'
      ? [
          '    location / {',
          `        return 301 https://$host${o.httpsPort && o.httpsPort !== 443 ? `:${o.httpsPort}` : ''}$request_uri;`,
          '    }',
        ]
      : [...gzip, ...locations(false)]),
    '}',
  ];
  if (tls) {
    lines.push(
      '',
      'server {',
      `    listen ${o.httpsPort ?? 443} ssl http2;`,
      `    server_name ${serverName};`,
      `    ssl_certificate ${o.cert};`,
      `    ssl_certificate_key ${o.key};`,
      '    ssl_protocols TLSv1.2 TLSv1.3;',
      '    ssl_session_cache shared:winner_ssl:10m;',
      ...common,
      ...gzip,
      ...locations(true),
      '}',
    );
  }
  return lines.join('\n') + '\n';
}

/** `--name value` pairs of the command line. */
function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i];
    const value = argv[i + 1];
    if (!name?.startsWith('--') || value === undefined) throw new Error(`expected --option value pairs, not ${argv.slice(i).join(' ')}`);
    out[name.slice(2)] = value;
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const a = parseArgs(process.argv.slice(2));
    const known = ['root', 'backend', 'server-name', 'cert', 'key', 'mode', 'http-port', 'https-port', 'http', 'rum-backend'];
    const unknown = Object.keys(a).filter((k) => !known.includes(k));
    if (unknown.length) throw new Error(`unknown option --${unknown.join(', --')} (options: --${known.join(' --')})`);
    if (!a.root || !a.backend)
      throw new Error('--root <the built dist folder> and --backend <the API server, http://host:port> are needed');
    if (Boolean(a.cert) !== Boolean(a.key)) throw new Error('--cert and --key go together');
    if (a.http && a.http !== 'redirect' && a.http !== 'serve') throw new Error('--http is redirect or serve');
    const { loadEnv } = await import('vite');
    const env = { ...loadEnv(a.mode ?? 'production', process.cwd(), 'VITE_') };
    process.stdout.write(
      nginxSite({
        root: a.root,
        backend: a.backend,
        env,
        serverName: a['server-name'],
        cert: a.cert,
        key: a.key,
        http: a.http,
        httpPort: a['http-port'] ? Number(a['http-port']) : undefined,
        httpsPort: a['https-port'] ? Number(a['https-port']) : undefined,
        rumBackend: a['rum-backend'],
      }),
    );
  } catch (error) {
    console.error(`nginx-site: ${error.message}`);
    process.exit(2);
  }
}
