// A build plugin: crypto-js's AES without the hashes it never runs here. crypto-js's modules are UMD,
// which no bundler can tree-shake, and its AES requires MD5, SHA-1, HMAC and EvpKDF for one path
// only: a key given as a *password* string (OpenSSL's key derivation). The envelope always passes
// the key and the IV as bytes (src/api/envelope.ts), so that path never runs; the four modules are
// replaced by an empty one in the build (about 2 KB gzip of the start-up JS). Were a password ever
// passed, the build's AES would throw (EvpKDF undefined) instead of deriving a key: the envelope's
// tests and every end-to-end call would fail at once. Tests and the dev server use crypto-js whole.
const UNUSED = new Set(['./md5', './sha1', './hmac', './evpkdf']);
const EMPTY = '\0crypto-js-unused';

/** @returns {import('vite').Plugin} */
export function cryptoJsAesOnly() {
  return {
    name: 'winner-crypto-js-aes-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]node_modules[\\/]crypto-js[\\/]/.test(importer) && UNUSED.has(source)) return EMPTY;
      return null;
    },
    load(id) {
      return id === EMPTY ? 'module.exports = {};' : null;
    },
  };
}
