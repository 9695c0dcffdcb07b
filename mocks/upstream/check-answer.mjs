// One answer of the upstream held against the contract: which operation it is (method + path
// template), opened (the envelope, or plain JSON), and checked against that operation's response
// schema for its HTTP status. Returns what is wrong as complaints; never changes the answer.
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { responseSchema, keptErrors } from '../response-schema.mjs';
import { complaintOf, shapeOf } from './complaints.mjs';

/**
 * @typedef {object} Answer
 * @property {string} method
 * @property {string} pathname
 * @property {number} status
 * @property {string | undefined} contentType
 * @property {string | undefined} contentEncoding
 * @property {Buffer} bytes  the body exactly as the upstream sent it
 */

/** @param {Buffer} bytes @param {string | undefined} encoding */
function decode(bytes, encoding) {
  const e = (encoding ?? '').trim().toLowerCase();
  if (e === 'gzip' || e === 'x-gzip') return gunzipSync(bytes);
  if (e === 'deflate') return inflateSync(bytes);
  if (e === 'br') return brotliDecompressSync(bytes);
  return bytes;
}

/**
 * Errors that are the same but for the list item count as one when the choices of a oneOf are weighed:
 * a field renamed in each of 200 rows is one fault of the success answer, not 200.
 * @param {import('ajv').ErrorObject} e
 */
const sameShape = (e) => `${shapeOf(e.instancePath)} ${e.keyword} ${JSON.stringify(e.params)}`;

/** What a refusal said, in one short line ('' when it said nothing readable). @param {Answer} a */
function snippet(a) {
  try {
    const text = decode(a.bytes, a.contentEncoding).toString('utf8').replace(/\s+/g, ' ').trim();
    return text.length > 100 ? `${text.slice(0, 97)}...` : text;
  } catch {
    return '';
  }
}

/**
 * @param {{ contract: import('../contract.mjs').Contract, envelope: import('../envelope.mjs').Envelope | undefined }} deps
 *   `envelope` undefined: the site runs with VITE_API_ENVELOPE=off (plain JSON both ways)
 */
export function createAnswerCheck({ contract, envelope }) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  /** @type {WeakMap<object, import('ajv').ValidateFunction>} */
  const compiled = new WeakMap();

  /**
   * @param {Answer} a
   * @returns {{ operation: string, complaints: import('./complaints.mjs').Complaint[] }}
   */
  function check(a) {
    const op = contract.find(a.pathname, a.method)[0];
    if (!op) {
      return {
        operation: `${a.method} ${a.pathname}`,
        complaints: [
          { path: '/', expected: 'an operation of the contract', got: `no operation ${a.method} ${a.pathname} in the contract` },
        ],
      };
    }
    const operation = op.operationId ?? `${op.method} ${op.path}`;
    const declared = /** @type {any} */ (op.operation.responses ?? []).some((/** @type {any} */ r) => r.code === String(a.status));
    if (!declared) {
      const said = snippet(a);
      return {
        operation,
        complaints: [{ path: '/', expected: 'HTTP 200 (every answer of the contract)', got: `HTTP ${a.status}${said ? `: ${said}` : ''}` }],
      };
    }
    let text;
    try {
      text = decode(a.bytes, a.contentEncoding).toString('utf8');
    } catch {
      return { operation, complaints: [{ path: '/', expected: `a body in ${a.contentEncoding}`, got: 'bytes that do not decompress' }] };
    }
    const encrypted = /^text\/plain/i.test(a.contentType ?? '');
    /** @type {unknown} */
    let body;
    try {
      if (encrypted && envelope) body = envelope.open(text);
      else body = JSON.parse(text);
    } catch (err) {
      const expected = encrypted && envelope ? 'the envelope: Base64 AES ciphertext of prefix + JSON' : 'a JSON body';
      const why = encrypted && envelope ? /** @type {Error} */ (err).message : `not JSON (starts ${JSON.stringify(text.slice(0, 20))})`;
      return { operation, complaints: [{ path: '/', expected, got: `${why}; Content-Type ${a.contentType ?? 'none'}` }] };
    }
    const schema = responseSchema(op.operation, a.status);
    if (!schema || typeof schema !== 'object') return { operation, complaints: [] };
    let validate = compiled.get(schema);
    if (!validate) {
      const { $schema: _ignored, ...rest } = schema;
      validate = ajv.compile(rest);
      compiled.set(schema, validate);
    }
    if (validate(body)) return { operation, complaints: [] };
    return { operation, complaints: keptErrors(validate.errors ?? [], sameShape).map((e) => complaintOf(e, body)) };
  }

  return { check };
}
