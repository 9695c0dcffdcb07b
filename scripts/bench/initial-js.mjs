// The JS a guest's browser downloads for the main page, gzip -9 (the budget: 150 KB per layout):
// "until ready" is every script the page *asked for* before `<html data-app="ready">` (the prerendered
// view hydrated), read from the page's own resource timings against the moment the attribute was set
// (an observer installed before the page's first script). Asked for, not arrived: a request the app
// made before it was ready counts even if its answer came later. Then everything by network idle.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 150;

/* global document, window, MutationObserver -- the observer and the timings run in the page */
function watchReady() {
  new MutationObserver((_records, observer) => {
    if (document.documentElement?.dataset.app !== 'ready') return;
    window.__appReadyAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
}

/** @returns {Promise<{ untilReady: { bytes: number, files: string[] }, all: { bytes: number, files: string[] } }>} */
export async function mainPageJs(browser, baseUrl, outDir, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    await context.addInitScript(watchReady);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
    const untilReady = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= window.__appReadyAt)
        .map((e) => new URL(e.name).pathname),
    );
    await page.waitForLoadState('networkidle');
    const all = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    const measure = (paths) => {
      const files = [...new Set(paths.filter((p) => p.endsWith('.js')))];
      const bytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length, 0);
      return { bytes, files };
    };
    return { untilReady: measure(untilReady), all: measure(all) };
  } finally {
    await context.close();
  }
}
