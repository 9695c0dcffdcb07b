import { configDefaults, defineConfig } from 'vitest/config';
import { ALIASES } from './vite.config.ts';
import { COVERAGE_THRESHOLDS } from './tests/coverage-thresholds.ts';
import { filesChangingModules } from './tests/support/module-state.ts';
import { LongestFirstSequencer } from './tests/support/sequencer.ts';

const UNIT_FILES = ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'forms/**/*.test.{ts,tsx}'];
/** The unit files that mock modules or replace globals: each in modules of its own (tests/support/module-state.ts). */
const UNIT_ISOLATED = filesChangingModules(import.meta.dirname, ['tests/unit', 'src', 'forms']);

// One runner, six suites (the unit suite in two projects: shared modules, and isolated for the files
// that mock). `npm test` (scripts/test.mjs) runs them all and sums the results.
export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    // three workers on this 2-core machine (CI's too): the e2e files mostly wait on their browser
    // (two workers kept the machine under one busy core on average), so a third file fills that room
    maxWorkers: 3,
    // the longest files first, whatever their project (tests/support/sequencer.ts)
    sequence: { sequencer: LongestFirstSequencer },
    // `npm run test:coverage`: v8 coverage of what the suite runs in Node and jsdom (the unit, screen,
    // contract, mock and sandbox tiers, and the mock and sandbox the browser files talk to); the app's
    // code inside Chromium is not measured. The thresholds are the figures of the whole suite
    // (README, "Coverage"): a change that loses coverage fails the coverage run.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'forms/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx,mjs}'],
      // the operator console's page (mocks/sandbox/console/page) runs only in Chromium, as the app's
      // screens do there: no Node or jsdom test loads it, so it would count as never run
      exclude: ['src/api/generated/**', 'mocks/sandbox/console/page/**', '**/*.test.{ts,tsx}', '**/*.d.ts'],
      reportsDirectory: '.tmp/coverage',
      reporter: ['text-summary', 'json-summary'],
      // the figures even when a test failed (the run fails anyway)
      reportOnFailure: true,
      thresholds: COVERAGE_THRESHOLDS,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...UNIT_ISOLATED],
          environment: 'node',
          // a worker's unit files share its modules (React, MUI, the app's code load once per worker,
          // not once per file); the files that mock modules run in the next project
          isolate: false,
          // the unit files run beside the browser tests on two cores: a jsdom form test that takes
          // 1 s alone can take 6 s then (seen once in CI); 15 s still catches a hang
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: UNIT_ISOLATED, environment: 'node', testTimeout: 15_000 },
      },
      {
        extends: true,
        test: {
          name: 'screen',
          // a real screen in jsdom with the app's providers, its client talking to the Prism mock
          // (one per worker, tests/screen/setup): error codes, validation, request bodies
          include: ['tests/screen/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: [
            'tests/screen/setup/reduced-motion.ts',
            'tests/screen/setup/computed-style.ts',
            'tests/screen/setup/wait-time.ts',
            'tests/screen/setup/file-mock.ts',
          ],
          // a worker's screen files share its modules (React, MUI, the app's code load once per
          // worker, not once per file); each test starts signed out on a reset mock (setup/file-mock.ts)
          isolate: false,
          // beside the browser files on two cores a screen file runs several times slower than alone
          testTimeout: 30_000,
        },
      },
      // The contract, mock and sandbox files share their worker's modules (isolate: false): each of
      // them loaded the contract, the mock or the sandbox (drizzle, PGlite, the handlers) anew, about
      // 3 s of a core per file. Each file still starts its own mock or sandbox, and a file that sets
      // the environment restores it (tests/sandbox/support/env.ts).
      {
        extends: true,
        test: { name: 'contract', include: ['tests/contract/**/*.test.ts'], environment: 'node', hookTimeout: 30_000, isolate: false },
      },
      {
        extends: true,
        // a mock starting from the whole contract takes over 5 s beside the browser files (seen in CI),
        // and a file's first mock over 10 s while the other suites load
        test: {
          name: 'mock',
          include: ['tests/mock/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 15_000,
          hookTimeout: 30_000,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'sandbox',
          include: ['tests/sandbox/**/*.test.ts'],
          environment: 'node',
          // the databases each file's sandbox starts from, built once per run
          globalSetup: ['tests/sandbox/setup/global-setup.ts'],
          // each file starts its own sandbox (PGlite in memory, or a fresh PostgreSQL database)
          isolate: false,
          hookTimeout: 120_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/setup/global-setup.ts'],
          setupFiles: ['tests/e2e/setup/file-servers.ts', 'tests/e2e/setup/failure-report.ts'],
          testTimeout: 60_000,
          // expect.poll waits for what a person would see; with two files at once on two cores a
          // lazily loaded dialog can take longer than the default second
          expect: { poll: { timeout: 5_000 } },
          hookTimeout: 240_000,
          // Two files at once (each with its own mock and preview server: file-servers.ts); a file's
          // tests run one after another in one browser.
          fileParallelism: true,
          // A worker's files share its browser and its servers (support/browser.ts,
          // setup/file-servers.ts): starting them once per worker, not once per file.
          isolate: false,
          // One retry in CI and in `npm test` (scripts/test.mjs sets E2E_RETRY): a browser test that
          // fails once under machine load (seen: the login-popup test while Lighthouse ran alongside;
          // a pushed round and a deposit confirmation on a CPU-bound clean clone) must not sink a run.
          // vitest prints each retried test; a single file run locally shows flakes as they are.
          retry: process.env.CI || process.env.E2E_RETRY ? 1 : 0,
        },
      },
    ],
  },
});
