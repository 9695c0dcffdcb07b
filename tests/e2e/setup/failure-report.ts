// After each browser test that failed (an attempt that is retried included): what the pages of the
// contexts it left open showed (support/failure-report.ts). This file's hook runs after the test
// file's own after-each hooks, so the contexts a suite closes are reported as they close instead.
import { afterEach } from 'vitest';
import { launchedBrowser } from '../support/browser';
import { reportOpenContexts } from '../support/failure-report';

afterEach(async () => {
  const browser = await launchedBrowser()?.catch(() => null);
  if (browser) await reportOpenContexts(browser);
});
