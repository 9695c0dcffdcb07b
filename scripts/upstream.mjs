// `npm start -- --upstream <url>`'s backend: the upstream watch in front of the operator's server,
// with the contract loaded and the envelope keyed from the environment as the build is.
import { fileURLToPath } from 'node:url';
import { loadContract } from '../mocks/contract.mjs';
import { DEFAULT_CONTRACT } from '../mocks/config.mjs';
import { envelopeFromEnv } from '../mocks/upstream/keys.mjs';
import { startUpstreamWatch } from '../mocks/upstream/watch.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** @param {string} target  the operator's backend */
export async function startUpstream(target) {
  const envelope = envelopeFromEnv('development', ROOT);
  const contract = await loadContract(DEFAULT_CONTRACT, { cache: true });
  const watch = await startUpstreamWatch({ target, contract, envelope, port: Number(process.env.UPSTREAM_WATCH_PORT ?? 0) });
  return { url: watch.url, close: watch.close };
}
