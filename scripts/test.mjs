#!/usr/bin/env node
// `npm test`: every check and every suite.
//   first: Chromium, PostgreSQL and nginx (Debian's, installed together when missing; PostgreSQL started)
//   checks: generated code matches the contract; TypeScript; ESLint; Redocly; spec coverage — side
//     by side, and beside them the site's build the e2e suite serves; the suites start once the build
//     is there, beside the checks still running (their results are printed after the suites')
//   suites: unit, contract, mock, sandbox, screen, e2e (vitest projects); beside them, the sandbox
//     files where the storage matters again on PostgreSQL (POSTGRES_FILES; its output printed after
//     the main run's).
//   after them: each e2e and screen file's time against its budget (tests/budget.json; a file over
//     its budget or without one is a failed check, named with its time)
// Ends with one plain line `N passed, N failed` summing all of them; exits 1 on any failure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePackages } from './ensure-packages.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { budgetReport, checkBudget, readBudget } from './time-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
let passed = 0;
let failed = 0;

/**
 * Runs one check in the background; resolves with its result. `echo` prints the last line of its
 * output under the PASS line (what it found).
 */
function check(name, command, args, { echo = false, env = {} } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (status) => resolve({ name, echo, ok: status === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

try {
  ensurePackages();
} catch (error) {
  console.log(`note: installing the Debian packages together failed (${error.message}); each is tried alone`);
}
try {
  ensureChromium();
} catch (error) {
  console.log(`FAIL  chromium for the e2e suite: ${error.message}`);
  failed++;
}
// The sandbox's own tests run a second time on PostgreSQL: each test file makes a fresh
// database on that server (tests/sandbox/support/sandbox.ts).
let postgres;
try {
  postgres = await ensurePostgres();
} catch (error) {
  console.log(`FAIL  PostgreSQL for the sandbox suite: ${error.message}`);
  failed++;
}

// The site's build for the e2e suite (its global setup skips building when E2E_SKIP_BUILD is set).
const e2eDist = path.join(os.tmpdir(), `winner-e2e-${process.pid}`);
const e2eBuild = check(
  'build for the e2e suite',
  process.execPath,
  [bin('vite'), 'build', '--mode', 'mock', '--logLevel', 'warn', '--outDir', e2eDist, '--emptyOutDir'],
  { env: { NODE_ENV: 'production' } },
);

// The checks run side by side (each is one process; the machine has two cores), and beside the
// suites once the build is there: waiting for the slowest of them (ESLint) before starting the suites
// left a core idle for about 10 s. Their results are printed after the suites', in this order.
const checks = Promise.all([
  check('codegen: generated code matches openapi/', process.execPath, ['codegen/generate.mjs', '--check']),
  check('typescript (strict)', bin('tsc'), ['--noEmit', '-p', '.']),
  check('eslint', bin('eslint'), ['.', '--max-warnings=0']),
  check('redocly lint (contract)', bin('redocly'), ['lint', 'openapi/openapi.yaml', '--format', 'stylish']),
  check('spec coverage', process.execPath, ['scripts/spec-coverage.mjs'], { echo: true }),
]);
/** Prints the checks' results (each PASS or FAIL line, a failure's output) and counts them. */
async function reportChecks() {
  console.log('\nthe checks, run beside the suites:');
  for (const { name, echo, ok, output, seconds } of await checks) {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds.toFixed(1)}s)`);
    if (!ok) {
      failed++;
      process.stdout.write(output.split('\n').slice(-60).join('\n') + '\n');
    } else {
      passed++;
      if (echo) console.log(`      ${output.trim().split('\n').at(-1)}`);
    }
  }
}

const built = await e2eBuild;
if (!built.ok) {
  // the e2e suite's global setup builds it again and says why it fails
  console.log(
    `note: ${built.name} failed here (${built.seconds.toFixed(1)}s); the e2e suite builds again:\n${built.output.split('\n').slice(-20).join('\n')}`,
  );
}

fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });

/**
 * One vitest run (`args` pick the projects); its results are added to the totals. `quiet`: its output
 * is kept and handed back instead of printed (a run beside another). `budget`: its e2e and screen
 * files' times are checked against tests/budget.json.
 */
async function vitestRun(label, args, env = {}, { quiet = false, budget = false } = {}) {
  const report = path.join(root, '.tmp', `vitest-report${label ? `-${label}` : ''}.json`);
  fs.rmSync(report, { force: true });
  const started = Date.now();
  let output = '';
  const vitest = await new Promise((resolve) => {
    const child = spawn(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR, ...env },
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => resolve({ status }));
  });
  const before = failed;
  let total = 0;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    total = json.numTotalTests;
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    // a suite that failed to load counts once
    failed += json.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
    if (json.numTotalTests === 0) failed++;
    if (budget) {
      const result = checkBudget(json, readBudget());
      for (const line of budgetReport(result)) console.log(line);
      if (result.failures) failed += result.failures;
      else passed++;
    }
  } else {
    console.log(`FAIL  vitest${label ? ` (${label})` : ''} wrote no report`);
    failed++;
  }
  if (vitest.status !== 0 && failed === before) failed++;
  return { total, failures: failed - before, seconds: (Date.now() - started) / 1000, output };
}

// the PostgreSQL run: the sandbox files where the server's storage matters most, on that server.
// PGlite is PostgreSQL itself, so the SQL is the same; what differs is the driver (node-postgres'
// parsing of numbers and times), real concurrent connections (a pool of 8: money moved from two
// requests at once) and the server's own migrations. These files cover that: every operation of the
// contract once from state, the cash requests and their ledger, the bets' ledger, the seeded site,
// sessions, limits and exclusions. The other sandbox files (content, games, partner rules) run on
// PGlite only: running them all twice took as much CPU as the sandbox suite itself, and the run is
// CPU-bound (measured 2026-11-26).
const POSTGRES_FILES = [
  'tests/sandbox/contract.test.ts',
  'tests/sandbox/cash.test.ts',
  'tests/sandbox/bets-core.test.ts',
  'tests/sandbox/seed.test.ts',
  'tests/sandbox/session.test.ts',
  'tests/sandbox/safety.test.ts',
  'tests/sandbox/reset.test.ts',
  'tests/sandbox/login-throttle.test.ts',
  'tests/sandbox/game-window.test.ts',
  'tests/sandbox/bad-input.test.ts',
];
const onPostgres = postgres
  ? vitestRun('postgres', ['--project', 'sandbox', ...POSTGRES_FILES], { SANDBOX_TEST_DATABASE_URL: postgres.url }, { quiet: true })
  : undefined;
// the main run is on PGlite whatever the caller's environment says
await vitestRun(
  '',
  [],
  { SANDBOX_TEST_DATABASE_URL: '', E2E_RETRY: '1', ...(built.ok ? { E2E_DIST: e2eDist, E2E_SKIP_BUILD: '1' } : {}) },
  { budget: true },
);
fs.rmSync(e2eDist, { recursive: true, force: true });

if (postgres && onPostgres) {
  try {
    const r = await onPostgres;
    console.log(
      `\nsandbox suite on PostgreSQL ${postgres.version}${postgres.started ? ' (started for this run)' : ''}, run beside the main run:`,
    );
    process.stdout.write(r.output);
    console.log(`${r.failures ? 'FAIL' : 'PASS'}  sandbox suite on PostgreSQL: ${r.total} tests (${r.seconds.toFixed(1)}s)`);
  } finally {
    await postgres.stop();
  }
}

await reportChecks();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
