// The wire envelope (contract `x-envelope`): AES-256-CBC, PKCS7, Base64, with a random prefix
// before the JSON. Obfuscation for the existing server, not security: TLS is the security.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { lib } from 'crypto-js';

export interface EnvelopeKeys {
  key: string;
  iv: string;
  prefixLength: number;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomPrefix(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

/** prefix + plaintext → Base64 ciphertext. */
export function seal(plaintext: string, keys: EnvelopeKeys): string {
  const data = Utf8.parse(randomPrefix(keys.prefixLength) + plaintext);
  return AES.encrypt(data, Utf8.parse(keys.key), { iv: Utf8.parse(keys.iv) }).toString();
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The decrypted words as text. The platform's decoder, not crypto-js's Utf8 (which goes through
 * escape/decodeURIComponent): a list of 10,000 rows (2.4 MB) reads in ~15 ms instead of ~160 ms.
 * Malformed UTF-8 throws, as crypto-js's does.
 */
function textOf(data: lib.WordArray): string {
  const { words, sigBytes } = data;
  const bytes = new Uint8Array(sigBytes);
  for (let i = 0; i < sigBytes; i++) bytes[i] = ((words[i >>> 2] ?? 0) >>> (24 - (i % 4) * 8)) & 0xff;
  return UTF8.decode(bytes);
}

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

/** The ciphertext trimmed, or EnvelopeError when it is not Base64. */
function base64Of(ciphertext: string): string {
  const text = ciphertext.trim();
  if (!text || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new EnvelopeError('not Base64 ciphertext');
  return text;
}

/** The plaintext after its random prefix, or EnvelopeError when it is too short to have one. */
function withoutPrefix(plain: string, keys: EnvelopeKeys): string {
  if (plain.length < keys.prefixLength) throw new EnvelopeError('ciphertext does not decrypt');
  return plain.slice(keys.prefixLength);
}

/** Base64 ciphertext → plaintext without its prefix. Throws EnvelopeError when it cannot be read. */
export function open(ciphertext: string, keys: EnvelopeKeys): string {
  const text = base64Of(ciphertext);
  let plain: string;
  try {
    plain = textOf(AES.decrypt(text, Utf8.parse(keys.key), { iv: Utf8.parse(keys.iv) }));
  } catch (cause) {
    throw new EnvelopeError('ciphertext does not decrypt', { cause });
  }
  return withoutPrefix(plain, keys);
}

/** Base64 → bytes: the platform's Uint8Array.fromBase64 where there is one (Chromium 140+), else atob. */
const fromBase64 = (Uint8Array as unknown as { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> }).fromBase64?.bind(Uint8Array);
function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> {
  if (fromBase64) return fromBase64(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const subtleKeys = new Map<string, Promise<CryptoKey>>();

function subtleKey(subtle: SubtleCrypto, key: string): Promise<CryptoKey> {
  let found = subtleKeys.get(key);
  if (!found) {
    found = subtle.importKey('raw', new TextEncoder().encode(key), 'AES-CBC', false, ['decrypt']);
    subtleKeys.set(key, found);
  }
  return found;
}

/**
 * `open`, by the platform's Web Crypto where the page has it (a secure context): the same AES-CBC
 * with PKCS7, ~20 times faster on a large answer (10,000 rows: ~10 ms instead of ~200 ms, and off
 * the main thread). Where it does not (plain http on another host), `open` itself.
 */
export async function openAsync(ciphertext: string, keys: EnvelopeKeys): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return open(ciphertext, keys);
  const text = base64Of(ciphertext);
  let plain: string;
  try {
    const bytes = bytesOfBase64(text);
    const iv = new TextEncoder().encode(keys.iv);
    const decrypted = await subtle.decrypt({ name: 'AES-CBC', iv }, await subtleKey(subtle, keys.key), bytes);
    plain = UTF8.decode(decrypted);
  } catch (cause) {
    throw new EnvelopeError('ciphertext does not decrypt', { cause });
  }
  return withoutPrefix(plain, keys);
}
