// What the pages of a failed test showed, printed as the test ends: when a browser test fails (or
// fails once and passes on its retry, as it may on a loaded CI machine) the error names the step
// that waited, this names what was on the screen instead (a dialog over the page, an error message,
// another address). It prints the attempt's error (vitest prints only the last attempt's), then each
// page's address and the accessibility tree (Playwright's ARIA snapshot: the roles and names the
// tests look for) of what covers it and of its main content, and writes a screenshot of each to
// .tmp/e2e-failures/. It runs as the test's contexts close after it, and for the contexts a failed
// test left open, after its own after-each hooks (tests/e2e/setup/failure-report.ts).
import fs from 'node:fs';
import path from 'node:path';
import { TestRunner } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';

const DIR = path.resolve(import.meta.dirname, '../../../.tmp/e2e-failures');
/** The accessibility tree's first lines: enough to see what covers the page or what it says. */
const MAX_LINES = 80;

/** The contexts already reported (one closed by its suite is not reported again as left open). */
const reported = new WeakSet<BrowserContext>();

async function reportPages(context: BrowserContext): Promise<void> {
  const test = TestRunner.getCurrentTest();
  if (test?.result?.state !== 'fail' || reported.has(context)) return;
  reported.add(context);
  const attempt = test.result.retryCount ?? 0;
  const errors = (test.result.errors ?? []).map((error) => `  ${String(error.message).split('\n').slice(0, 6).join('\n  ')}`);
  for (const [index, page] of context.pages().entries()) {
    if (page.isClosed()) continue;
    const name = `${test.name.slice(0, 60).replace(/[^\p{L}\p{N}]+/gu, '-')}-attempt${attempt + 1}-page${index + 1}`;
    try {
      // what covers the page first (a dialog, an alert dialog), then the page's main content
      const covering = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible, [role="presentation"]:visible');
      const parts = [];
      for (const layer of await covering.all()) parts.push(await layer.ariaSnapshot({ timeout: 5_000 }));
      const main = page.locator('main');
      parts.push(await ((await main.count()) ? main.first() : page.locator('body')).ariaSnapshot({ timeout: 5_000 }));
      const tree = parts.join('\n');
      fs.mkdirSync(DIR, { recursive: true });
      await page.screenshot({ path: path.join(DIR, `${name}.png`), timeout: 5_000 }).catch(() => undefined);
      const lines = tree.split('\n');
      console.log(
        [
          `what page ${index + 1} showed when "${test.name}" failed (attempt ${attempt + 1}): ${page.url()}`,
          ...(index === 0 ? errors : []),
          ...lines.slice(0, MAX_LINES),
          ...(lines.length > MAX_LINES ? [`… ${lines.length - MAX_LINES} more lines`] : []),
          `(screenshot: .tmp/e2e-failures/${name}.png)`,
        ].join('\n'),
      );
    } catch (error) {
      console.log(`what page ${index + 1} showed when "${test.name}" failed: ${page.url()} (not readable: ${String(error)})`);
    }
  }
}

/** After a failed test: the pages of every context it left open. */
export async function reportOpenContexts(browser: Browser): Promise<void> {
  for (const context of browser.contexts()) await reportPages(context).catch(() => undefined);
}

/** Every context the browser opens reports its pages when it is closed after a failed test. */
export function reportFailuresOf(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    const close = context.close.bind(context);
    context.close = async (...closeArgs) => {
      await reportPages(context).catch(() => undefined);
      return close(...closeArgs);
    };
    return context;
  };
}
