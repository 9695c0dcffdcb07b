// The Debian packages `npm test` runs (Chromium and its CJK fonts for the browser tests, PostgreSQL
// for the sandbox's second pass, nginx for the deploy config's tests), installed together when
// missing: one `apt-get update` and one `apt-get install` instead of one of each per package (a clean
// CI machine has none of them). Each package's own ensure-*.mjs still finds it, or installs it alone
// when a single suite is run by hand. Not root and something missing: left to those, which say how.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CHROMIUM } from './ensure-chromium.mjs';
import { NGINX } from './ensure-nginx.mjs';

const PG_ROOT = '/usr/lib/postgresql';
const hasPostgres = () =>
  fs.existsSync(PG_ROOT) && fs.readdirSync(PG_ROOT).some((v) => /^\d+$/.test(v) && fs.existsSync(`${PG_ROOT}/${v}/bin/postgres`));

/** The packages missing on this machine. */
export function missingPackages() {
  return [
    ...(fs.existsSync(CHROMIUM) ? [] : ['chromium', 'fonts-noto-cjk']),
    ...(process.env.SANDBOX_TEST_DATABASE_URL || hasPostgres() ? [] : ['postgresql']),
    ...(fs.existsSync(NGINX) ? [] : ['nginx']),
  ];
}

/** Installs what is missing in one apt-get run (root only); returns what it installed. */
export function ensurePackages({ log = (line) => console.log(line) } = {}) {
  const missing = missingPackages();
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!missing.length || !root) return [];
  log(`[packages] installing Debian ${missing.join(', ')} (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: ['ignore', 'inherit', 'inherit'], env });
  return missing;
}

// `node scripts/ensure-packages.mjs`: .ci/run installs them this way while `npm install` runs (both
// mostly wait on the network); it needs nothing from node_modules.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = Date.now();
  const installed = ensurePackages();
  console.log(
    installed.length
      ? `[packages] ${installed.join(', ')} installed in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : `[packages] nothing to install (${missingPackages().join(', ') || 'all present'})`,
  );
}
