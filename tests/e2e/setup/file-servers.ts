// Each vitest worker gets its own mock and its own preview server of the one build (made by
// global-setup.ts): two workers then run files at once (vitest.config.ts) without sharing
// scenarios, recorded requests or sessions. The files a worker runs one after another share its
// servers (the e2e project does not isolate files); each file starts on a reset mock (no
// scenarios, sessions, revoked tokens or recorded requests), as each test does (support/shell.ts).
import { preview, type PreviewServer } from 'vite';
import { beforeAll, inject } from 'vitest';
import { startMock } from '../../../mocks/server.mjs';
import { resetMock } from '../support/mock';
import { setServers } from '../support/servers';
import { quietProxyErrors } from './quiet-logger';

interface WorkerServers {
  baseUrl: string;
  mockUrl: string;
}
const KEY = Symbol.for('winner.e2e.workerServers');
const store = globalThis as unknown as Record<symbol, Promise<WorkerServers> | undefined>;

async function start(): Promise<WorkerServers> {
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
  return { baseUrl, mockUrl: mock.url };
}

beforeAll(async () => {
  let servers = store[KEY];
  if (!servers) {
    servers = start();
    store[KEY] = servers;
    servers.catch(() => (store[KEY] = undefined));
  }
  setServers(await servers);
  await resetMock();
}, 120_000);
