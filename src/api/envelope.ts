// The wire envelope (contract `x-envelope`): AES-256-CBC, PKCS7, Base64, with a random prefix
// before the JSON. Obfuscation for the existing server, not security: TLS is the security.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

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

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

/** Base64 ciphertext → plaintext without its prefix. Throws EnvelopeError when it cannot be read. */
export function open(ciphertext: string, keys: EnvelopeKeys): string {
  const text = ciphertext.trim();
  if (!text || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new EnvelopeError('not Base64 ciphertext');
  let plain: string;
  try {
    plain = AES.decrypt(text, Utf8.parse(keys.key), { iv: Utf8.parse(keys.iv) }).toString(Utf8);
  } catch (cause) {
    throw new EnvelopeError('ciphertext does not decrypt', { cause });
  }
  if (plain.length < keys.prefixLength) throw new EnvelopeError('ciphertext does not decrypt');
  return plain.slice(keys.prefixLength);
}
