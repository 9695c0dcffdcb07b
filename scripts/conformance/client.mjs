// One call as the site makes it (docs/envelope.md): the body with siteId sealed in the envelope
// (or siteId in the query of a GET), the site key, the member's token, an Idempotency-Key where the
// contract takes one. Answers the HTTP status, the headers that matter and the body's bytes, as sent.
import { randomUUID } from 'node:crypto';
import { loadEnv } from 'vite';
import { envelopeFromEnv } from '../../mocks/upstream/keys.mjs';

/**
 * @typedef {object} Site
 * @property {string} siteId
 * @property {string} apiKey
 * @property {import('../../mocks/envelope.mjs').Envelope | undefined} envelope  undefined: VITE_API_ENVELOPE=off
 */

/** The site's settings as the build reads them (VITE_* from the environment, else the mode's env files). @param {string} root */
export function siteFromEnv(root, mode = 'development') {
  const env = loadEnv(mode, root, 'VITE_');
  return /** @type {Site} */ ({
    siteId: env.VITE_SITE_ID || 'winner',
    apiKey: env.VITE_API_KEY ?? '',
    envelope: envelopeFromEnv(mode, root),
  });
}

/**
 * @param {string} target  the server's origin (and base path, if any)
 * @param {Site} site
 */
export function createClient(target, site) {
  const base = target.replace(/\/+$/, '');

  /**
   * @param {{ method: string, path: string, body: Record<string, unknown>, query: Record<string, string>, idempotent: boolean, key?: string }} call
   *   key: this Idempotency-Key instead of a fresh one
   * @param {string | undefined} token
   */
  async function send(call, token) {
    /** @type {Record<string, string>} */
    const headers = { authorization: `Bearer ${site.apiKey}` };
    if (token) headers['x-session-token'] = token;
    if (call.idempotent) headers['idempotency-key'] = call.key ?? randomUUID();
    const query = new URLSearchParams(call.query);
    /** @type {RequestInit} */
    let init;
    if (call.method === 'GET') {
      query.set('siteId', site.siteId);
      headers.accept = site.envelope ? 'text/plain' : 'application/json';
      init = { method: 'GET', headers };
    } else {
      const value = { ...call.body, siteId: site.siteId };
      headers['content-type'] = site.envelope ? 'text/plain' : 'application/json';
      headers.accept = headers['content-type'];
      init = { method: call.method, headers, body: site.envelope ? site.envelope.seal(value) : JSON.stringify(value) };
    }
    const qs = query.toString();
    const res = await fetch(`${base}${call.path}${qs ? `?${qs}` : ''}`, { ...init, signal: AbortSignal.timeout(15_000) });
    return { status: res.status, contentType: res.headers.get('content-type') ?? undefined, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  /**
   * The code of an answer that opened ('' when it did not). @param {{ contentType?: string, bytes: Buffer }} answer
   * @returns {{ code: string, data: unknown }}
   */
  function open(answer) {
    try {
      const text = answer.bytes.toString('utf8');
      const value = /** @type {any} */ (
        /^text\/plain/i.test(answer.contentType ?? '') && site.envelope ? site.envelope.open(text) : JSON.parse(text)
      );
      return { code: typeof value?.code === 'string' ? value.code : '', data: value?.data };
    } catch {
      return { code: '', data: undefined };
    }
  }

  /** The answer as text, opened when it is sealed, for looking for internals in it. @param {{ contentType?: string, bytes: Buffer }} answer */
  function text(answer) {
    const raw = answer.bytes.toString('utf8');
    if (!site.envelope || !/^text\/plain/i.test(answer.contentType ?? '')) return raw;
    try {
      return `${raw}\n${JSON.stringify(site.envelope.open(raw))}`;
    } catch {
      return raw;
    }
  }

  return { base, send, open, text };
}
