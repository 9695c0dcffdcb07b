// The e2e suite's world: Chromium present, the mock running, the app built for the mock and served
// by Vite's preview server proxying /api and /ws to it. Tests get the addresses through inject().
import type { TestProject } from 'vitest/node';
import { build, preview, type PreviewServer } from 'vite';
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
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest runs with NODE_ENV=test; the app under test must be the production build.
    const hostEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({ mode: 'mock', logLevel: 'warn' });
    process.env.NODE_ENV = hostEnv;
  }
  const server: PreviewServer = await preview({ mode: 'mock', preview: { port: 0, strictPort: false }, logLevel: 'warn' });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!baseUrl) throw new Error('preview server has no address');
  project.provide('baseUrl', baseUrl);
  project.provide('mockUrl', mock.url);
  project.provide('chromium', chromium);
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await mock.close();
  };
}
