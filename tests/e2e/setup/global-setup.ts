// The e2e suite's world: Chromium present and the app built for the mock, once per run. Each test
// file then serves the build with its own mock (file-servers.ts); tests read the addresses from
// support/servers.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { ensureChromium } from '../../../scripts/ensure-chromium.mjs';
import { buildSandboxTemplates } from '../../support/sandbox-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The build under test (each test file serves it with its own mock: file-servers.ts). */
    distDir: string;
    chromium: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = ensureChromium();
  // Each run builds into its own folder, so parallel runs never serve each other's half-built files.
  const outDir = process.env.E2E_DIST ?? path.join(os.tmpdir(), `winner-e2e-${process.pid}`);
  if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(outDir)) {
    // Vitest runs with NODE_ENV=test; the app under test must be the production build.
    const hostEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({ mode: 'mock', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    process.env.NODE_ENV = hostEnv;
  }
  project.provide('distDir', outDir);
  project.provide('chromium', chromium);
  // the journeys' sandboxes (support/sandbox.ts) start from a seeded database built once
  const { templates, remove } = await buildSandboxTemplates();
  project.provide('sandboxTemplates', templates);
  return () => {
    remove();
    if (!process.env.E2E_DIST) fs.rmSync(outDir, { recursive: true, force: true });
  };
}
