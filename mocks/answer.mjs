// Sending /api answers: JSON (sealed in the envelope when the caller wants that), raw text, an
// empty status, nothing at all (the socket destroyed); and waiting before answering.

/** Statuses that carry no body in HTTP/1.1 (1xx are interim: the client keeps waiting for a final one). */
const bodiless = (/** @type {number} */ status) => status < 200 || status === 204 || status === 304;

/**
 * A JSON answer, sealed when `encrypt`. Returns whether it went out encrypted.
 * @param {import('node:http').ServerResponse} res
 * @param {import('./envelope.mjs').Envelope} envelope
 * @param {{ status: number, body: unknown, headers?: Record<string, string>, encrypt: boolean }} a
 */
export function sendAnswer(res, envelope, { status, body, headers = {}, encrypt }) {
  if (body === undefined) {
    sendEmpty(res, status, headers);
    return false;
  }
  const text = encrypt ? envelope.seal(body) : JSON.stringify(body);
  sendRaw(res, status, text, encrypt ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8', headers);
  return encrypt;
}

/**
 * @param {import('node:http').ServerResponse} res @param {number} status @param {string} text @param {string} contentType
 * @param {Record<string, string>} [headers]
 */
export function sendRaw(res, status, text, contentType, headers = {}) {
  if (bodiless(status)) return sendEmpty(res, status, headers);
  res.writeHead(status, { ...headers, 'content-type': contentType, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {Record<string, string>} [headers] */
export function sendEmpty(res, status, headers = {}) {
  const { 'content-type': _type, 'content-length': _length, ...rest } = headers;
  res.writeHead(status, bodiless(status) ? rest : { ...rest, 'content-length': 0 });
  res.end();
}

/** Close the connection without a word, as a network fault would. @param {import('node:http').IncomingMessage} req */
export function dropConnection(req) {
  req.socket.destroy();
}

/**
 * Resolves true after `ms`, or false as soon as the response closes first (the client went away,
 * or the server is closing), so no timer outlives the request.
 * @param {number} ms @param {import('node:http').ServerResponse} res
 * @returns {Promise<boolean>}
 */
export function wait(ms, res) {
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (/** @type {boolean} */ ok) => {
      clearTimeout(timer);
      res.off('close', onClose);
      resolve(ok);
    };
    const onClose = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    res.once('close', onClose);
  });
}
