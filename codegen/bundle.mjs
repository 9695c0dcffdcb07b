// The contract is split over files (openapi/README.md); codegen and the contract tests read it as one
// document, which Redocly's bundler (`redocly bundle`, a dev dependency) builds in memory: every
// relative `$ref` between files becomes a `#/components/...` reference of the one document.
// `npm run bundle:contract` writes the same bundle to .tmp/openapi.bundled.yaml for reading.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The root file of the contract. */
export const CONTRACT = path.join(root, 'openapi', 'openapi.yaml');

/**
 * The contract as one document (parsed JSON), its `$ref`s across files resolved by Redocly.
 * Throws with Redocly's message when a reference does not resolve.
 * @param {string} [contractPath] the root file (default openapi/openapi.yaml)
 * @returns {any}
 */
export function bundleContract(contractPath = CONTRACT) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', 'redocly'), ['bundle', contractPath, '--ext', 'json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  if (result.status !== 0) {
    const why = result.error?.message ?? (result.stderr ?? '').replace(/^.*[║╔╚].*\n?/gm, '').trim();
    throw new Error(`redocly bundle ${path.relative(root, contractPath)} failed: ${why}`);
  }
  return JSON.parse(result.stdout);
}
