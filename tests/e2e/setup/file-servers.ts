// Each e2e test file gets its own mock and its own preview server of the one build (made by
// global-setup.ts): two files can then run at once (vitest.config.ts) without sharing scenarios,
// recorded requests or sessions.
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, inject } from 'vitest';
import { startMock } from '../../../mocks/server.mjs';
import { setServers } from '../support/servers';
import { quietProxyErrors } from './quiet-logger';

let stop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  const mock = await startMock({ port: 0, quiet: true });
  process.env.MOCK_URL = mock.url; // the preview server's proxy reads it (vite.config.ts)
  const server: PreviewServer = await preview({
    mode: 'mock',
    build: { outDir: inject('distDir') },
    preview: { port: 0, strictPort: false },
    customLogger: quietProxyErrors(),
  });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!baseUrl) throw new Error('preview server has no address');
  setServers({ baseUrl, mockUrl: mock.url });
  stop = async () => {
    setServers(null);
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await mock.close();
  };
}, 120_000);

afterAll(async () => {
  await stop?.();
});
