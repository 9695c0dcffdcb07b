// Before a screen file's modules load: the app's client (src/api/instance, envelope included) is
// pointed at this worker slot's mock (setup/global-mocks.ts); each test starts on a reset mock (no
// scenarios, sessions or recorded requests), signed out, with nothing left rendered.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, inject, vi } from 'vitest';
import { resetMock } from '../../e2e/support/mock';
import { setServers } from '../../e2e/support/servers';

const urls = inject('screenMockUrls');
const slot = (Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length;
const mockUrl = urls[slot];
if (!mockUrl) throw new Error('no screen mock: tests/screen/setup/global-mocks.ts starts them');
vi.stubEnv('VITE_API_BASE_URL', mockUrl);
// the mock's control helpers (tests/e2e/support/mock.ts) read this file's mock from here
setServers({ baseUrl: mockUrl, mockUrl });

beforeEach(async () => {
  await resetMock();
});

afterEach(async () => {
  cleanup();
  const { session } = await import('@/session/session-store');
  if (session.get().status !== 'guest') session.signOut('user');
});
