#!/usr/bin/env node
// `npm start`: the mock (Prism behind the envelope, plus the push socket) and the Vite dev server
// proxying /api and /ws to it. Prints the address to open.
import { createServer } from 'vite';
import { startMock } from '../mocks/server.mjs';

const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const mock = await startMock({ port: mockPort, quiet: process.env.MOCK_QUIET === '1' });
process.env.MOCK_URL = mock.url;

const server = await createServer({ mode: 'development' });
await server.listen();
const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log(`\n  WINNER front end: ${address}`);
console.log(`  mock API:         ${mock.url}  (recipes: mocks/README.md)\n`);

async function stop() {
  await server.close();
  await mock.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
