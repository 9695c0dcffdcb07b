// Settings of the mock server: options passed to startMock() win over env, env wins over defaults.
import { fileURLToPath } from 'node:url';

/** The dev/mock defaults of docs/envelope.md. */
export const ENVELOPE_DEFAULTS = Object.freeze({
  key: 'mock-only-aes-key-32-characters!',
  iv: 'mock-only-iv-16!',
  prefixLength: 8,
});

export const DEFAULT_CONTRACT = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url));

/**
 * @typedef {object} MockOptions
 * @property {number} [port]            0 = any free port; default env MOCK_PORT or 4010
 * @property {string} [host]            default env MOCK_HOST or 127.0.0.1
 * @property {string} [contractPath]    default env MOCK_CONTRACT or openapi/openapi.yaml
 * @property {boolean} [quiet]          no per-request log lines
 * @property {string} [aesKey]          32 characters (AES-256)
 * @property {string} [aesIv]           16 characters
 * @property {number} [prefixLength]    random prefix length of the envelope
 * @property {boolean} [checkSecurity]  let Prism check the contract's security schemes (default on)
 * @property {boolean} [validateResponse] let Prism check its answers against the contract (default on)
 * @property {number} [logSize]         request log ring buffer size (default 200)
 * @property {[number, number]} [heartBeat] STOMP heart-beat the broker offers [send, receive] ms
 * @property {number} [refreshGraceMs]  how long a token a refresh replaced keeps working (docs/rules.md#sessions); default env MOCK_REFRESH_GRACE_MS or 30000
 * @property {(line: string) => void} [log] where log lines go (default console.log)
 */

/** @param {string | undefined} v @param {boolean} dflt */
const flag = (v, dflt) => (v === undefined || v === '' ? dflt : !/^(0|off|false|no)$/i.test(v));

/** @param {string | undefined} v @param {number} dflt */
const int = (v, dflt) => {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`expected a non-negative integer, got "${v}"`);
  return n;
};

/** @param {string | undefined} v @returns {[number, number]} */
const heartBeat = (v) => {
  if (!v) return [10000, 10000];
  const [a, b] = v.split(',').map((x) => int(x.trim(), 0));
  return [a, b ?? a];
};

/**
 * @param {MockOptions} [opts]
 * @param {NodeJS.ProcessEnv} [env]
 */
export function resolveConfig(opts = {}, env = process.env) {
  const cfg = {
    port: opts.port ?? int(env.MOCK_PORT, 4010),
    host: opts.host ?? env.MOCK_HOST ?? '127.0.0.1',
    contractPath: opts.contractPath ?? env.MOCK_CONTRACT ?? DEFAULT_CONTRACT,
    quiet: opts.quiet ?? flag(env.MOCK_QUIET, false),
    aesKey: opts.aesKey ?? env.MOCK_AES_KEY ?? ENVELOPE_DEFAULTS.key,
    aesIv: opts.aesIv ?? env.MOCK_AES_IV ?? ENVELOPE_DEFAULTS.iv,
    prefixLength: opts.prefixLength ?? int(env.MOCK_PREFIX_LENGTH, ENVELOPE_DEFAULTS.prefixLength),
    checkSecurity: opts.checkSecurity ?? flag(env.MOCK_CHECK_SECURITY, true),
    validateResponse: opts.validateResponse ?? flag(env.MOCK_VALIDATE_RESPONSE, true),
    logSize: opts.logSize ?? int(env.MOCK_LOG_SIZE, 200),
    heartBeat: opts.heartBeat ?? heartBeat(env.MOCK_STOMP_HEARTBEAT),
    refreshGraceMs: opts.refreshGraceMs ?? int(env.MOCK_REFRESH_GRACE_MS, 30_000),
    log: opts.log ?? ((line) => console.log(line)),
  };
  if (Buffer.byteLength(cfg.aesKey, 'utf8') !== 32) {
    throw new Error(`MOCK_AES_KEY must be 32 bytes of UTF-8 (AES-256); got ${Buffer.byteLength(cfg.aesKey, 'utf8')}`);
  }
  if (Buffer.byteLength(cfg.aesIv, 'utf8') !== 16) {
    throw new Error(`MOCK_AES_IV must be 16 bytes of UTF-8; got ${Buffer.byteLength(cfg.aesIv, 'utf8')}`);
  }
  return cfg;
}

/** @typedef {ReturnType<typeof resolveConfig>} MockConfig */
