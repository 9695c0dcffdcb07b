#!/usr/bin/env node
// `npm start`: the mock (Prism behind the envelope, plus the push socket) and the Vite dev server
// proxying /api and /ws to it. Prints the address to open.
// `npm start -- --sandbox [--reset]`: the same site against the sandbox instead (mocks/sandbox/: the
// contract served from state, PGlite in .sandbox/ or PostgreSQL on DATABASE_URL): the one already
// running on SANDBOX_PORT (`npm run sandbox`), else one run as a child process
// (scripts/sandbox-backend.mjs); log in as tester01 / secret12.
// `npm start -- --upstream https://api.example`: the site against an operator's own backend, through
// the upstream watch (mocks/upstream/watch.mjs): answers pass unchanged, and what does not fit the
// contract is printed once and listed at /__upstream/violations. Keys from the environment (VITE_API_*).
import { createServer } from 'vite';
import { startMock } from '../mocks/server.mjs';
import { sandboxBackend } from './sandbox-backend.mjs';
import { startUpstream } from './upstream.mjs';

const args = process.argv.slice(2);
const useSandbox = args.includes('--sandbox');
const upstreamAt = args.indexOf('--upstream');
const upstream = upstreamAt >= 0 ? args[upstreamAt + 1] : undefined;
const unknown = args.filter(
  (a, i) => a !== '--sandbox' && a !== '--reset' && a !== '--upstream' && !(upstreamAt >= 0 && i === upstreamAt + 1),
);
if (unknown.length || (args.includes('--reset') && !useSandbox)) {
  console.error(`npm start: unknown option ${unknown.join(' ') || '--reset'} (options: --sandbox [--reset] | --upstream <url>)`);
  process.exit(2);
}
if (upstreamAt >= 0 && (!upstream || !/^https?:\/\//.test(upstream) || useSandbox)) {
  console.error("npm start: --upstream takes the backend's address (npm start -- --upstream https://api.example), without --sandbox");
  process.exit(2);
}
// `npm start --sandbox` (no `--`) reaches npm, not this script: npm sets npm_config_sandbox instead.
if (!useSandbox && (process.env.npm_config_sandbox || process.env.npm_config_reset || process.env.SANDBOX)) {
  console.log(
    '\n  hint: the sandbox is chosen with a flag to this script: npm start -- --sandbox  (and -- --sandbox --reset to seed again)',
  );
  console.log('        starting against the mock as usual.\n');
}
if (!upstream && process.env.npm_config_upstream) {
  console.log('\n  hint: the upstream is chosen with a flag to this script: npm start -- --upstream https://api.example');
  console.log('        starting against the mock as usual.\n');
}

let backend;
if (upstream) {
  try {
    backend = await startUpstream(upstream);
  } catch (error) {
    console.error(`npm start: ${error.message}`);
    process.exit(1);
  }
} else if (useSandbox) {
  try {
    backend = await sandboxBackend({ reset: args.includes('--reset') });
  } catch (error) {
    console.error(`npm start: ${error.message}`);
    process.exit(1);
  }
} else {
  const mockPort = Number(process.env.MOCK_PORT ?? 4010);
  backend = await startMock({ port: mockPort, quiet: process.env.MOCK_QUIET === '1' });
}
process.env.MOCK_URL = backend.url;

let server;
try {
  // upstream mode: the watch's violation list on the dev server's own address
  const watchRoute = upstream ? { server: { proxy: { '/__upstream': { target: backend.url } } } } : {};
  server = await createServer({ mode: 'development', ...watchRoute });
  await server.listen();
} catch (error) {
  await backend.close();
  throw error;
}
const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(`\n  WINNER front end: ${address}`);
if (upstream) {
  console.log(
    `  upstream API:     ${upstream}  (through the contract watch; violations: ${address.replace(/\/$/, '')}/__upstream/violations)\n`,
  );
} else if (useSandbox) {
  console.log(`  sandbox API:      ${backend.url}  (console ${backend.url}/__sandbox/; log in as tester01 / secret12)\n`);
} else {
  console.log(`  mock API:         ${backend.url}  (recipes: mocks/README.md; the sandbox: npm start -- --sandbox)\n`);
}

let stopping = false;
async function stop(status = 0) {
  if (stopping) return;
  stopping = true;
  await server.close().catch(() => {});
  await backend.close().catch(() => {});
  process.exit(status);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
// the sandbox going away on its own leaves a site with no API: say so and stop (a sandbox this
// did not start is not watched: it may be restarted in its own terminal)
backend.exited?.then((code) => {
  if (stopping) return;
  console.error(`\n  the sandbox stopped (exit ${code}); stopping the dev server too`);
  void stop(1);
});
