// The production serving config (docs/deploy/) under Debian's nginx, for real: a
// built-site stand-in (index.html, spa.html, a hashed asset) served with the security headers and the
// one policy, the caching, compression, the deep links of both layouts, and /api and /ws proxied to a
// sandbox (a call through the envelope answers; a STOMP session connects through the upgrade).
// The real build under nginx in a browser: tests/e2e/deploy.test.ts.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadEnv } from 'vite';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEnvelope } from '../../mocks/envelope.mjs';
import { contentSecurityPolicy } from '../../scripts/csp-policy.mjs';
import { HSTS, nginxSite, PERMISSIONS_POLICY, REFERRER_POLICY } from '../../scripts/nginx-site.mjs';
import { startNginx, type Nginx } from '../support/nginx';
import { checkTheBooks, openTestSandbox, SITE, type TestSandbox } from './support/sandbox';

const ENV = { ...loadEnv('mock', process.cwd(), 'VITE_'), VITE_RUM_URL: '/__sandbox/rum' };
const ASSET = 'assets/start-Ab12Cd34.js';

interface Got {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One GET (http or https, trusting `ca`), the body gunzipped when it came compressed. */
function get(url: string, headers: Record<string, string> = {}, ca?: string): Promise<Got> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const req = client.get(url, { headers, ca }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString('utf8') });
      });
    });
    req.on('error', reject);
  });
}

/** A stand-in of the built dist: the two pages told apart by their text, a hashed script large enough to compress. */
function standInDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'winner-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  // as the real pages, more than gzip's 1 KB minimum (the inlined first-view CSS)
  const style = `<style>${'.a{color:red}'.repeat(100)}</style>`;
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head>${style}</head><body><div id="root">first view</div></body></html>`,
  );
  fs.writeFileSync(
    path.join(dir, 'spa.html'),
    `<!doctype html><html><head>${style}</head><body><div id="root"></div><!-- spa --></body></html>`,
  );
  fs.writeFileSync(path.join(dir, ASSET), `export const words = ${JSON.stringify('the app '.repeat(500))};\n`);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let sandbox: TestSandbox;
let nginx: Nginx;
let dist: string;

beforeAll(async () => {
  sandbox = await openTestSandbox();
  dist = standInDist();
  nginx = await startNginx({ dist, backend: sandbox.url, env: ENV, rumBackend: `${sandbox.url}/__sandbox/rum` });
}, 240_000); // a first run installs nginx (apt-get)
afterAll(async () => {
  await nginx?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});
checkTheBooks(() => sandbox);

describe('the site config', () => {
  it('is written from the one policy source, and the example in docs/deploy/ is what the script writes', () => {
    expect(nginx.site).toContain(`add_header Content-Security-Policy "${contentSecurityPolicy(ENV, { header: true })}" always;`);
    expect(nginx.site).toContain('server_tokens off;');
    const example = fs.readFileSync('docs/deploy/nginx/winner.conf.example', 'utf8');
    const written = nginxSite({
      root: '/srv/winner/dist',
      backend: 'http://127.0.0.1:8080',
      env: loadEnv('production', process.cwd(), 'VITE_'),
      serverName: 'www.example.com',
      cert: '/etc/ssl/winner/fullchain.pem',
      key: '/etc/ssl/winner/privkey.pem',
    });
    expect(example, 'docs/deploy/nginx/winner.conf.example is stale: write it again (docs/deploy/README.md)').toBe(written);
  });

  it('refuses a backend with a path and a same-origin RUM path with nowhere to go', () => {
    expect(() => nginxSite({ root: '/x', backend: 'http://api.example/v1', env: {} })).toThrow(/origin/);
    expect(() => nginxSite({ root: '/x', backend: 'http://api.example', env: { VITE_RUM_URL: '/rum' } })).toThrow(/--rum-backend/);
  });
});

describe('served by nginx', () => {
  it('the main page: index.html with the security headers, the policy as a header, not cached, compressed, no version named', async () => {
    const r = await get(`${nginx.url}/`, { 'accept-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.body).toContain('first view');
    expect(r.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['content-security-policy']).toBe(contentSecurityPolicy(ENV, { header: true }));
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe(REFERRER_POLICY);
    expect(r.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(r.headers.server).toBe('nginx');
    // HSTS only where the page came over https
    expect(r.headers['strict-transport-security']).toBeUndefined();
  });

  it('over https the same page, with HSTS', async () => {
    const r = await get(`${nginx.httpsUrl}/mypage/charge/list`, {}, nginx.cert);
    expect(r.status).toBe(200);
    expect(r.body).toContain('<!-- spa -->');
    expect(r.headers['strict-transport-security']).toBe(HSTS);
    expect(r.headers['content-security-policy']).toBe(contentSecurityPolicy(ENV, { header: true }));
  });

  it('deep links of both layouts (a reload there) are answered with spa.html, not the main page', async () => {
    // desktop: a member list with a query; phone: a notice read by its number
    for (const page of ['/mypage/charge/list?page=2', '/csMain/notice/read/3', '/chargeMain', '/login']) {
      const r = await get(`${nginx.url}${page}`);
      expect(r.status, page).toBe(200);
      expect(r.body, page).toContain('<!-- spa -->');
      expect(r.headers['cache-control'], page).toBe('no-cache');
      expect(r.headers['content-security-policy'], page).toBe(contentSecurityPolicy(ENV, { header: true }));
    }
  });

  it('hashed assets: a year, immutable, compressed with the right type; a missing one is a 404, not a page', async () => {
    const r = await get(`${nginx.url}/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.body).toContain('the app the app');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect((await get(`${nginx.url}/assets/start-gone0000.js`)).status).toBe(404);
    // not asked for compressed: sent as it is
    expect((await get(`${nginx.url}/${ASSET}`)).headers['content-encoding']).toBeUndefined();
  });

  it('in production (a certificate given) http only redirects to https, keeping the address', async () => {
    const production = await startNginx({
      dist,
      backend: sandbox.url,
      env: ENV,
      rumBackend: `${sandbox.url}/__sandbox/rum`,
      http: 'redirect',
    });
    try {
      const r = await get(`${production.url}/mypage/charge/list?page=2`);
      expect(r.status).toBe(301);
      expect(r.headers.location).toBe(`${production.httpsUrl.replace('localhost', '127.0.0.1')}/mypage/charge/list?page=2`);
      expect(r.headers.server).toBe('nginx');
    } finally {
      await production.stop();
    }
  });

  it('/api is proxied: a call through the envelope answers', async () => {
    const env = loadEnv('mock', process.cwd(), 'VITE_');
    const envelope = createEnvelope({
      aesKey: env.VITE_API_AES_KEY ?? '',
      aesIv: env.VITE_API_AES_IV ?? '',
      prefixLength: Number(env.VITE_API_PREFIX_LENGTH),
    });
    const res = await fetch(`${nginx.url}/api/etc/siteOption`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SITE.key}`, 'content-type': 'text/plain', accept: 'text/plain' },
      body: envelope.seal({ siteId: SITE.siteId }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const answer = envelope.open(await res.text()) as { code: string };
    expect(answer.code).toBe('0');
  });

  it('/ws is proxied as a WebSocket: a STOMP session connects through nginx', async () => {
    const socket = new WebSocket(`${nginx.url.replace(/^http/, 'ws')}/ws`, ['v12.stomp']);
    const frame = await new Promise<string>((resolve, reject) => {
      socket.once('open', () => socket.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0'));
      socket.once('message', (data: Buffer) => resolve(data.toString()));
      socket.once('error', reject);
    });
    socket.close();
    expect(frame.split('\n')[0]).toBe('CONNECTED');
  });
});
