// The wire envelope of docs/envelope.md, written with node:crypto (not crypto-js) on purpose:
// a client whose key, IV or mode is wrong fails here instead of agreeing with itself.
//   ciphertext = Base64(AES-256-CBC-PKCS7(Utf8(randomPrefix(N) + JSON), key=Utf8(KEY), iv=Utf8(IV)))
import { createCipheriv, createDecipheriv, randomInt } from 'node:crypto';
import { MAX_DEPTH, nestsDeeperThan } from './http-util.mjs';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Thrown when a body cannot be read; `message` is the plain-text reason sent back with HTTP 400. */
export class EnvelopeError extends Error {}

/** @param {number} n */
export function randomPrefix(n) {
  let s = '';
  for (let i = 0; i < n; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return s;
}

/**
 * @param {{ aesKey: string, aesIv: string, prefixLength: number }} cfg
 */
export function createEnvelope({ aesKey, aesIv, prefixLength }) {
  const key = Buffer.from(aesKey, 'utf8');
  const iv = Buffer.from(aesIv, 'utf8');

  /** Encrypt any JSON value with a fresh random prefix. @param {unknown} value */
  function seal(value) {
    const plaintext = randomPrefix(prefixLength) + JSON.stringify(value);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
  }

  /** Decrypt to the plaintext, prefix included. @param {string} text */
  function decryptText(text) {
    const b64 = text.replace(/\s+/g, '');
    if (!b64) throw new EnvelopeError('envelope: empty body (expected Base64 AES ciphertext)');
    if (!BASE64.test(b64) || b64.length % 4 !== 0) {
      throw new EnvelopeError('envelope: body is not Base64 (expected Base64 AES ciphertext)');
    }
    const bytes = Buffer.from(b64, 'base64');
    if (bytes.length === 0 || bytes.length % 16 !== 0) {
      throw new EnvelopeError(`envelope: ciphertext is ${bytes.length} bytes, not a multiple of the AES block (16)`);
    }
    try {
      const decipher = createDecipheriv('aes-256-cbc', key, iv);
      return Buffer.concat([decipher.update(bytes), decipher.final()]).toString('utf8');
    } catch {
      throw new EnvelopeError('envelope: cannot decrypt (bad padding: wrong key, IV or cipher mode?)');
    }
  }

  /** Decrypt, drop the prefix, parse JSON. @param {string} text @returns {unknown} */
  function open(text) {
    const plaintext = decryptText(text);
    if (plaintext.length < prefixLength) {
      throw new EnvelopeError(`envelope: plaintext shorter than the ${prefixLength}-character prefix`);
    }
    const json = plaintext.slice(prefixLength);
    if (nestsDeeperThan(json)) throw new EnvelopeError(`envelope: the body nests deeper than ${MAX_DEPTH} levels`);
    try {
      return JSON.parse(json);
    } catch {
      const hint = json.trimStart().startsWith('{') ? '' : ` (starts "${json.slice(0, 12)}": wrong prefix length?)`;
      throw new EnvelopeError(`envelope: decrypted text is not JSON after dropping the ${prefixLength}-character prefix${hint}`);
    }
  }

  return { seal, open, decryptText, prefixLength };
}

/** @typedef {ReturnType<typeof createEnvelope>} Envelope */
