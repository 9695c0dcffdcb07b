// Before a screen file's modules load: the app's client (src/api/instance) is pointed at this
// worker's mock (setup/worker-mock.ts), so files running side by side never share a mock's
// scenarios, recorded requests or sessions. Each test starts on a reset mock, signed out, with
// nothing left rendered.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetMock } from '../../e2e/support/mock';
import { setServers } from '../../e2e/support/servers';
import { workerMock } from './worker-mock';

// top-level await: the test file's imports (the app's client among them) wait for the address
const mockUrl = await workerMock();

vi.stubEnv('VITE_API_BASE_URL', mockUrl);
// the mock's control helpers (tests/e2e/support/mock.ts) read this worker's mock from here
setServers({ baseUrl: mockUrl, mockUrl });

beforeEach(async () => {
  await resetMock();
});

afterEach(async () => {
  cleanup();
  const { session } = await import('@/session/session-store');
  if (session.get().status !== 'guest') session.signOut('user');
});
