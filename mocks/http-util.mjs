// Small helpers for node:http handlers.

const MAX_BODY = 5 * 1024 * 1024;

export class HttpError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<string>} */
export async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new HttpError(413, `body larger than ${MAX_BODY} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parse a JSON control body; empty is `{}`. @param {import('node:http').IncomingMessage} req */
export async function readJson(req) {
  const text = await readBody(req);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body is not valid JSON');
  }
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
