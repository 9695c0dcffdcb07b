#!/usr/bin/env node
// The deploy config's tests (tests/deploy/) run Debian's nginx, started by the test itself on free
// ports with a prefix of its own (never the system service). This finds it, or installs it (root:
// apt-get, as ensure-chromium.mjs does for Chromium). No nginx to be had is a loud failure.
//   node scripts/ensure-nginx.mjs      prints the path of the nginx binary
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx({ log = (line) => console.log(line) } = {}) {
  if (fs.existsSync(NGINX)) return NGINX;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) throw new Error(`nginx is missing at ${NGINX}; install it: sudo apt-get install -y nginx`);
  log('[nginx] installing Debian nginx (apt-get)…');
  // the package's own service is not wanted here (the tests start their own nginx); in a container
  // without an init system its start simply does not happen
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: ['ignore', 'inherit', 'inherit'], env });
  if (!fs.existsSync(NGINX)) throw new Error(`apt-get finished but ${NGINX} is not there`);
  return NGINX;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureNginx({ log: (line) => console.error(line) }));
  } catch (error) {
    console.error(`[nginx] ${error.message}`);
    process.exit(1);
  }
}
