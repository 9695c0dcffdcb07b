// Small helpers for node:http handlers.

/** The largest request body read (bytes); a larger one is answered 413. */
export const MAX_BODY = 5 * 1024 * 1024;
/** How deep a JSON body may nest: the contract's deepest body is a few levels, and code that walks a
 * parsed value (the schema check, the idempotency hash, the request log) must never meet 100,000. */
export const MAX_DEPTH = 64;
/** Past the limit a body is still read, and dropped, up to this many bytes, so the client reads the
 * 413 instead of a reset socket; past this the answer says `Connection: close`. */
const DRAIN_LIMIT = 16 * MAX_BODY;

/** The code of a request refused before its operation ran (openapi/openapi.yaml, x-envelope.failure). */
const FAILURE_CODES = /** @type {Record<number, string>} */ ({ 400: 'E400', 413: 'E413', 500: 'E001' });

export class HttpError extends Error {
  /** @param {number} status @param {string} message @param {{ close?: boolean }} [options] */
  constructor(status, message, options = {}) {
    super(message);
    this.status = status;
    /** The rest of the body was not read: the answer closes the connection. */
    this.close = options.close ?? false;
  }
}

/** The body as text, at most `limit` bytes (else 413). @param {import('node:http').IncomingMessage} req @param {number} [limit] @returns {Promise<string>} */
export function readBody(req, limit = MAX_BODY) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const tooLarge = `the body is larger than ${limit} bytes`;
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (size > DRAIN_LIMIT) {
        req.off('data', onData);
        req.pause();
        reject(new HttpError(413, tooLarge, { close: true }));
      }
    };
    req.on('data', onData);
    req.once('end', () => (size > limit ? reject(new HttpError(413, tooLarge)) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.once('error', reject);
  });
}

/** Whether JSON text nests arrays and objects deeper than `limit` (a scan, before any parser recurses). @param {string} text */
export function nestsDeeperThan(text, limit = MAX_DEPTH) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** JSON text → value; 400 (HttpError) for text that is not JSON or nests deeper than MAX_DEPTH. @param {string} text */
export function parseJson(text) {
  if (nestsDeeperThan(text)) throw new HttpError(400, `the body nests deeper than ${MAX_DEPTH} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body is not valid JSON');
  }
}

/** Parse a JSON control body; empty is `{}`. @param {import('node:http').IncomingMessage} req */
export async function readJson(req) {
  const text = await readBody(req);
  return text.trim() ? parseJson(text) : {};
}

/** Half of a UTF-16 pair without its other half: no UTF-8 text, and PostgreSQL's JSON refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first value a request may not carry whatever its schema says, as [JSON pointer, reason], else
 * undefined: text with a NUL character (PostgreSQL refuses it in text) or a lone surrogate, or a number beyond ±2^53
 * (no integer column holds it, and JavaScript no longer counts it exactly).
 * @param {unknown} value @param {string} [at] @returns {[string, string] | undefined}
 */
export function unfitAt(value, at = '') {
  if (typeof value === 'string') {
    if (value.includes('\0')) return [at || '/', 'must not contain a NUL character'];
    return LONE_SURROGATE.test(value) ? [at || '/', 'must be Unicode text (a lone surrogate)'] : undefined;
  }
  if (typeof value === 'number')
    return Math.abs(value) <= Number.MAX_SAFE_INTEGER ? undefined : [at || '/', 'must be a number within ±2^53'];
  if (!value || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    const here = `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (k.includes('\0')) return [here, 'must not have a NUL character in its name'];
    const found = unfitAt(v, here);
    if (found) return found;
  }
  return undefined;
}

/**
 * A request refused before (or outside) its operation: the contract's failure shape `{ code, msg }`
 * (E400, E413; E001 for an internal error, whose detail stays in the server's log).
 * @param {import('node:http').ServerResponse} res @param {number} status @param {string} msg
 * @param {Record<string, unknown>} [extra]
 */
export function sendFailure(res, status, msg, extra = {}) {
  sendJson(res, status, { code: FAILURE_CODES[status] ?? 'E400', msg, ...extra });
}

/** An HttpError answered in the failure shape, closing the connection when the body was not read. @param {import('node:http').ServerResponse} res @param {HttpError} err */
export function sendHttpError(res, err) {
  if (err.close) res.setHeader('connection', 'close');
  sendFailure(res, err.status, err.message);
}

/**
 * @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} value
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, value, headers = {}) {
  const body = value === undefined ? '' : JSON.stringify(value);
  res.writeHead(status, {
    ...headers,
    'content-type': headers['content-type'] ?? 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} text */
export function sendText(res, status, text) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** Media type without parameters, lower case. @param {string | undefined} header */
export const mediaType = (header) => (header ?? '').split(';')[0].trim().toLowerCase();

/** URLSearchParams → { name: value | value[] } as Prism expects. @param {URLSearchParams} params */
export function queryObject(params) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const [k, v] of params) {
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
