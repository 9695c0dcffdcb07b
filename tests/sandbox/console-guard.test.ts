// The console answers only the developer's own machine (mocks/local-guard.mjs, mocks/README.md):
// a page on another origin cannot post to it (a text/plain form, a no-cors fetch), a forged Host
// (DNS rebinding) cannot read or write it, a write is application/json; the console's own page and
// Node (no Origin) still drive it, and the site's RUM beacon still lands. A path with a `..` or `.`
// segment is refused before routing (it would resolve to the console behind a proxy's back).
import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { useEnv } from './support/env';
import { openTestSandbox, type TestSandbox, checkTheBooks } from './support/sandbox';

let s: TestSandbox;
const ALLOWED = 'sandbox.lan.test';
useEnv('SANDBOX_ALLOWED_HOSTS', ` ${ALLOWED.toUpperCase()} , other.test`);
beforeAll(async () => {
  s = await openTestSandbox();
}, 120_000);
checkTheBooks(() => s);

/** A raw HTTP request: the path and the Host header exactly as given (fetch would normalise both). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body = ''): Promise<{ status: number; text: string }> {
  const { port } = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const host = () => new URL(s.url).host;
const cashOf = async (memId: string) =>
  (await s.operator<{ rows: { memId: string; cash: number; state: string }[] }>('GET', `/__sandbox/members?q=${memId}`)).body.rows.find(
    (r) => r.memId === memId,
  );
const ADJUST = '/__sandbox/members/tester02/adjust';
const GIVE = JSON.stringify({ account: 'cash', amount: 1_000_000, note: 'attacker' });

describe('a page on another origin', () => {
  it('a text/plain form post (a no-cors fetch is the same request) moves no cash and locks no one: 403', async () => {
    const before = await cashOf('tester02');
    const forms: Record<string, string>[] = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      { origin: 'http://evil.example', 'content-type': 'text/plain;charset=UTF-8' },
      { origin: 'null', 'content-type': 'text/plain' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      // another port of the same machine is another origin (a dev server of another project)
      { origin: 'http://127.0.0.1:1', 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
    ];
    for (const headers of forms) {
      const r = await raw('POST', ADJUST, { host: host(), ...headers }, GIVE);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(r.text)).toHaveProperty('message');
    }
    const lock = await raw(
      'POST',
      '/__sandbox/members/tester02/state',
      { host: host(), origin: 'http://evil.example', 'content-type': 'text/plain' },
      '{"state":"locked"}',
    );
    expect(lock.status).toBe(403);
    expect(await cashOf('tester02')).toEqual(before);
  });

  it('a form without an Origin header still needs application/json: urlencoded and text/plain are 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const r = await raw('POST', ADJUST, { host: host(), 'content-type': type }, GIVE);
      expect(r.status, type).toBe(415);
    }
    expect((await raw('POST', ADJUST, { host: host() }, GIVE)).status).toBe(415);
  });

  it('its own beacon still lands: POST /__sandbox/rum as text/plain from the site origin (204)', async () => {
    const events = [{ kind: 'vital', name: 'LCP', value: 1200, rating: 'good', route: '/', layout: 'desktop' }];
    const r = await raw(
      'POST',
      '/__sandbox/rum',
      { host: host(), origin: 'http://127.0.0.1:5173', 'content-type': 'text/plain' },
      JSON.stringify({ events }),
    );
    expect(r.status).toBe(204);
  });
});

describe('a forged Host (DNS rebinding)', () => {
  it('reads and writes with a Host that is not loopback nor allowed are 403, the page too', async () => {
    for (const forged of ['evil.example', `evil.example:${new URL(s.url).port}`, 'user@127.0.0.1', '127.0.0.1.evil.example']) {
      expect((await raw('GET', '/__sandbox/members', { host: forged })).status, forged).toBe(403);
      expect((await raw('GET', '/__sandbox/health', { host: forged })).status, forged).toBe(403);
      expect((await raw('GET', '/__sandbox/', { host: forged })).status, forged).toBe(403);
      const w = await raw('POST', ADJUST, { host: forged, origin: `http://${forged}`, 'content-type': 'application/json' }, GIVE);
      expect(w.status, forged).toBe(403);
    }
  });

  it('loopback names and the SANDBOX_ALLOWED_HOSTS names are served', async () => {
    const port = new URL(s.url).port;
    for (const name of ['127.0.0.1', 'localhost', '[::1]', ALLOWED, 'other.test']) {
      expect((await raw('GET', '/__sandbox/health', { host: `${name}:${port}` })).status, name).toBe(200);
    }
    const own = `http://${ALLOWED}:${port}`;
    const r = await raw(
      'POST',
      '/__sandbox/tick',
      { host: `${ALLOWED}:${port}`, origin: own, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      '{}',
    );
    expect(r.status).toBe(200);
  });
});

describe('the console itself', () => {
  it("its own page's call (same origin, same-origin, application/json) and Node's (no Origin) are served", async () => {
    const before = (await cashOf('tester03'))?.cash ?? 0;
    const page = await raw(
      'POST',
      '/__sandbox/members/tester03/adjust',
      { host: host(), origin: s.url, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify({ account: 'cash', amount: 500, note: 'page' }),
    );
    expect(page.status).toBe(200);
    const node = await s.operator('POST', '/__sandbox/members/tester03/adjust', { account: 'cash', amount: 700, note: 'node' });
    expect(node.status).toBe(200);
    expect((await cashOf('tester03'))?.cash).toBe(before + 1_200);
    // a navigation typed into the address bar (Sec-Fetch-Site: none) reads the page
    expect((await raw('GET', '/__sandbox/health', { host: host(), 'sec-fetch-site': 'none' })).status).toBe(200);
  });
});

describe('a path with a . or .. segment', () => {
  it('is refused with 400 before routing, raw or percent-encoded, under play/ or rum', async () => {
    for (const path of [
      '/__sandbox/play/../members',
      '/__sandbox/play/%2e%2e/members',
      '/__sandbox/play/%2E%2e/members',
      '/__sandbox/play/.%2e/members',
      '/__sandbox/play/..%2fmembers',
      '/__sandbox/play/..%5cmembers',
      '/__sandbox/play/..\\members',
      '/__sandbox/play/%252e%252e/members',
      '/__sandbox/rum/../members',
      '/__sandbox/rum/./../members/tester02/adjust',
      '/__sandbox/play/x/./state',
      '/api/../__sandbox/members',
    ]) {
      const get = await raw('GET', path, { host: host() });
      expect(get.status, path).toBe(400);
      const shape = path.startsWith('/api') ? { code: 'E400', msg: expect.any(String) } : { message: expect.any(String) };
      expect(JSON.parse(get.text), path).toEqual(shape);
    }
    const post = await raw(
      'POST',
      '/__sandbox/play/../members/tester02/adjust',
      { host: host(), 'content-type': 'application/json' },
      GIVE,
    );
    expect(post.status).toBe(400);
  });

  it('a name that only contains dots is no dot segment: still routed', async () => {
    expect((await raw('GET', '/__sandbox/play/a..b/state', { host: host() })).status).not.toBe(400);
  });
});
