// Shared helpers for the mock server's tests. The envelope here is written from docs/envelope.md
// with node:crypto, independently of mocks/envelope.mjs, so the two check each other.
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startMock } from '../../mocks/server.mjs';

export const MINI = fileURLToPath(new URL('./fixtures/mini.yaml', import.meta.url));
export const SPLIT = fileURLToPath(new URL('./fixtures/split/openapi.yaml', import.meta.url));
export const KEY = 'mock-only-aes-key-32-characters!';
export const IV = 'mock-only-iv-16!';
export const PREFIX = 8;

/** Request side of docs/envelope.md: Base64(AES-256-CBC(prefix + JSON)). */
export function encrypt(value, { prefix = 'Ab3dE6gH', key = KEY, iv = IV } = {}) {
  const c = createCipheriv('aes-256-cbc', Buffer.from(key, 'utf8'), Buffer.from(iv, 'utf8'));
  return Buffer.concat([c.update(prefix + JSON.stringify(value), 'utf8'), c.final()]).toString('base64');
}

/** Response side: decrypt, drop PREFIX characters, parse. Also returns the prefix seen. */
export function decrypt(text) {
  const d = createDecipheriv('aes-256-cbc', Buffer.from(KEY, 'utf8'), Buffer.from(IV, 'utf8'));
  const plain = Buffer.concat([d.update(Buffer.from(text, 'base64')), d.final()]).toString('utf8');
  return { prefix: plain.slice(0, PREFIX), value: JSON.parse(plain.slice(PREFIX)) };
}

/** Start the mock on a free port with the fixture contract. */
export function startMini(options = {}) {
  return startMock({ port: 0, contractPath: MINI, quiet: true, ...options });
}

/** Start the mock on a free port with the real contract (openapi/openapi.yaml). */
export function startReal(options = {}) {
  return startMock({ port: 0, quiet: true, ...options });
}

/** POST JSON (plain) to the mock. */
export async function postJson(base, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** POST through the envelope, as the app's client does; decrypts the answer when it is text/plain. */
export async function postEncrypted(base, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', accept: 'text/plain', authorization: 'Bearer mock-api-key', ...headers },
    body: encrypt(body),
  });
  const text = await res.text();
  const isText = (res.headers.get('content-type') ?? '').startsWith('text/plain');
  return { status: res.status, headers: res.headers, text, json: res.ok && isText ? decrypt(text).value : safeJson(text) };
}

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A control call: method, path, optional JSON body → { status, json }. */
export async function control(base, method, path, body) {
  const res = await fetch(base + path, {
    method,
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json() };
}

/** Poll until `fn` returns a truthy value (or throw after `timeout` ms). */
export async function waitFor(fn, { timeout = 3000, interval = 20 } = {}) {
  const end = Date.now() + timeout;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, interval));
  }
}

/** Wait until the mock reports at least `n` subscribers on `destination`. */
export function waitForSubscription(base, destination, n = 1) {
  return waitFor(async () => {
    const { json } = await control(base, 'GET', '/__mock/subscriptions');
    return (json.destinations.find((d) => d.destination === destination)?.subscribers ?? 0) >= n;
  });
}
