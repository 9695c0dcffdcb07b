// The envelope the upstream watch opens answers with: the same key material the site is built with
// (VITE_API_* from the environment, else the env files of the mode, as Vite reads them).
import { loadEnv } from 'vite';
import { createEnvelope } from '../envelope.mjs';

/**
 * @param {string} mode  the dev server's mode (development)
 * @param {string} root  the project folder
 * @returns {import('../envelope.mjs').Envelope | undefined}  undefined when VITE_API_ENVELOPE is off
 */
export function envelopeFromEnv(mode, root) {
  const env = loadEnv(mode, root, 'VITE_');
  if (env.VITE_API_ENVELOPE === 'off') return undefined;
  const aesKey = env.VITE_API_AES_KEY ?? '';
  const aesIv = env.VITE_API_AES_IV ?? '';
  if (Buffer.byteLength(aesKey) !== 32 || Buffer.byteLength(aesIv) !== 16) {
    throw new Error(
      'the envelope needs VITE_API_AES_KEY (32 characters) and VITE_API_AES_IV (16) in the environment, as the build does (or VITE_API_ENVELOPE=off)',
    );
  }
  return createEnvelope({ aesKey, aesIv, prefixLength: Number(env.VITE_API_PREFIX_LENGTH ?? 8) });
}
