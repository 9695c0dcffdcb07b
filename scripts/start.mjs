#!/usr/bin/env node
// `npm start`: the mock (Prism behind the envelope, plus the push socket) and the Vite dev server
// proxying /api and /ws to it. Prints the address to open.
// `npm start -- --sandbox [--reset]`: the same site against the sandbox instead (mocks/sandbox/: the
// contract served from state, PGlite in .sandbox/ or PostgreSQL on DATABASE_URL), run as a child
// process (scripts/sandbox-child.mjs); log in as tester01 / secret12.
import { createServer } from 'vite';
import { startMock } from '../mocks/server.mjs';
import { startSandboxChild } from './sandbox-child.mjs';

const args = process.argv.slice(2);
const useSandbox = args.includes('--sandbox');
const unknown = args.filter((a) => a !== '--sandbox' && a !== '--reset');
if (unknown.length || (args.includes('--reset') && !useSandbox)) {
  console.error(`npm start: unknown option ${unknown.join(' ') || '--reset'} (options: --sandbox [--reset])`);
  process.exit(2);
}
// `npm start --sandbox` (no `--`) reaches npm, not this script: npm sets npm_config_sandbox instead.
if (!useSandbox && (process.env.npm_config_sandbox || process.env.npm_config_reset || process.env.SANDBOX)) {
  console.log(
    '\n  hint: the sandbox is chosen with a flag to this script: npm start -- --sandbox  (and -- --sandbox --reset to seed again)',
  );
  console.log('        starting against the mock as usual.\n');
}

let backend;
if (useSandbox) {
  try {
    backend = await startSandboxChild({ reset: args.includes('--reset') });
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
  server = await createServer({ mode: 'development' });
  await server.listen();
} catch (error) {
  await backend.close();
  throw error;
}
const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(`\n  WINNER front end: ${address}`);
if (useSandbox) {
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
// the sandbox going away on its own leaves a site with no API: say so and stop
backend.exited?.then((code) => {
  if (stopping) return;
  console.error(`\n  the sandbox stopped (exit ${code}); stopping the dev server too`);
  void stop(1);
});
