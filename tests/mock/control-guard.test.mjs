// The mock's control routes and push socket answer only the developer's own machine, with the
// console's rules (mocks/local-guard.mjs): a write from a page on another origin or with a forged
// Host is 403, a path with a `..` segment is 400 before routing, a foreign page's push socket is 403.
// Node's calls (no Origin) go on as before.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { control, startMini } from './helpers.mjs';

let mock;
beforeAll(async () => {
  mock = await startMini();
});
afterAll(() => mock?.close());

/** A request with the path and Host exactly as given. */
function raw(method, path, headers = {}, body = '') {
  const { port } = new URL(mock.url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { 'content-length': Buffer.byteLength(body), ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('the mock control routes', () => {
  it('refuse a write from a page on another origin and any call with a forged Host (403)', async () => {
    const host = new URL(mock.url).host;
    expect((await raw('POST', '/__mock/reset', { host, origin: 'http://evil.example', 'content-type': 'text/plain' })).status).toBe(403);
    expect((await raw('DELETE', '/__mock/sessions', { host, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await raw('GET', '/__mock/requests', { host: 'evil.example' })).status).toBe(403);
    const read = await raw('GET', '/__mock/requests', { host, origin: 'http://evil.example' });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });

  it("refuse a path with a '..' segment before routing (400); Node's calls are served", async () => {
    const host = new URL(mock.url).host;
    expect((await raw('POST', '/__sandbox/rum/../__mock/reset', { host })).status).toBe(400);
    expect((await raw('POST', '/__sandbox/rum/%2e%2e/__mock/reset', { host })).status).toBe(400);
    expect((await control(mock.url, 'POST', '/__mock/reset')).status).toBe(200);
  });

  it('refuse a push socket for a page on a foreign origin (403)', async () => {
    const status = await new Promise((resolve, reject) => {
      const ws = new WebSocket(mock.wsUrl, { origin: 'http://evil.example' });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('error', (err) => (err.message.includes('Unexpected server response') ? undefined : reject(err)));
    });
    expect(status).toBe(403);
  });
});
