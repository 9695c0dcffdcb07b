// The screen tier's mocks: one Prism mock (mocks/server.mjs, the envelope included) per vitest
// worker slot, started once per run in the main process. A worker runs its files one after another,
// so a file owns its slot's mock while it runs (setup/file-mock.ts picks it and resets it): no
// scenario, recorded request or session leaks between files running side by side.
import type { TestProject } from 'vitest/node';
import { startMock } from '../../../mocks/server.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    screenMockUrls: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = Math.max(1, Number(project.globalConfig.maxWorkers) || 1);
  const mocks = await Promise.all(Array.from({ length: workers }, () => startMock({ port: 0, quiet: true })));
  project.provide(
    'screenMockUrls',
    mocks.map((mock) => mock.url),
  );
  return async () => {
    await Promise.all(mocks.map((mock) => mock.close()));
  };
}
