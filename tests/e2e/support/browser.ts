// Debian's Chromium through playwright-core, with the flags this machine needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { baseUrl } from './servers';

export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/**
 * The worker's browser: one per vitest worker, shared by the files it runs one after another (the
 * e2e project does not isolate files, vitest.config.ts), each test in a fresh context. Started on
 * first use; it ends with the worker.
 */
let shared: Promise<Browser> | null = null;
export function launch(): Promise<Browser> {
  if (!shared) {
    shared = chromium.launch({ executablePath: inject('chromium'), args: FLAGS, headless: true });
    shared.catch(() => (shared = null));
  }
  return shared;
}

/** A file is done with the worker's browser: the contexts it left open are closed, the browser stays. */
export async function release(browser: Browser | undefined): Promise<void> {
  if (!browser) return;
  if (!browser.isConnected()) shared = null;
  await Promise.all(browser.contexts().map((context) => context.close().catch(() => undefined)));
}

/**
 * A file's hold on the worker's browser: taken before its tests, released after them. Returns the
 * browser (there from the first test on).
 */
export function useFileBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await release(browser);
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
}

export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  language?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl(), locale: 'ko-KR', reducedMotion: 'reduce' });
  if (language) {
    await context.addCookies([{ name: 'winner_lang', value: language, url: baseUrl() }]);
  }
  const page = await context.newPage();
  waitForTheApp(page);
  return { context, page };
}

/**
 * page.goto and page.reload return once the app has the page (`<html data-app="ready">`): the main
 * page is prerendered and shows its buttons before the app's code runs, and a click then would reach
 * no handler. A person sees the same page either way; the tests act once it answers. A test of what
 * shows before the app runs passes `waitUntil: 'commit'` and gets the page at once.
 */
export function waitForTheApp(page: Page): void {
  const ready = () => page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (args[1]?.waitUntil !== 'commit') await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}
