// The e2e suite's world: Chromium present, the mock running, the app built for the mock and served
// by Vite's preview server proxying /api and /ws to it. Tests get the addresses through inject().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, createLogger, preview, type PreviewServer } from 'vite';
import { ensureChromium } from '../../../scripts/ensure-chromium.mjs';
import { startMock } from '../../../mocks/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mockUrl: string;
    chromium: string;
  }
}

export default async function setup(project: TestProject) {
  const chromium = ensureChromium();
  const mock = await startMock({ port: 0, quiet: true });
  process.env.MOCK_URL = mock.url;
  // Each run builds into its own folder, so parallel runs never serve each other's half-built files.
  const outDir = process.env.E2E_DIST ?? path.join(os.tmpdir(), `winner-e2e-${process.pid}`);
  if (process.env.E2E_SKIP_BUILD !== '1' || !fs.existsSync(outDir)) {
    // Vitest runs with NODE_ENV=test; the app under test must be the production build.
    const hostEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({ mode: 'mock', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
    process.env.NODE_ENV = hostEnv;
  }
  const server: PreviewServer = await preview({
    mode: 'mock',
    build: { outDir },
    preview: { port: 0, strictPort: false },
    customLogger: quietProxyErrors(),
  });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!baseUrl) throw new Error('preview server has no address');
  project.provide('baseUrl', baseUrl);
  project.provide('mockUrl', mock.url);
  project.provide('chromium', chromium);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await mock.close();
    if (!process.env.E2E_DIST) fs.rmSync(outDir, { recursive: true, force: true });
  };
}

/**
 * Vite's logger at 'warn', without the proxy's error lines: the fault tests drop and reset
 * connections on purpose, and each drop would print a stack trace into the test output.
 */
function quietProxyErrors() {
  const logger = createLogger('warn');
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    if (/(http|ws) proxy (socket )?error/.test(message)) return;
    error(message, options);
  };
  return logger;
}
