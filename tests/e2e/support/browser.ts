// Debian's Chromium through playwright-core, with the flags this machine needs.
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { countRequests } from './clock';
import { reportFailuresOf } from './failure-report';
import { baseUrl } from './servers';

/**
 * Playwright's own `--disable-features` (playwright-core 1.65). Chromium keeps only the last
 * `--disable-features` it is given, so the one below repeats these; `launch` checks on the browser's
 * command line that none of Playwright's is lost (a Playwright upgrade that adds one fails there).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 headless opens the address bar's popup as WebUI pages (chrome://omnibox-popup.top-chrome,
 * in a renderer of their own) for every browser context, and the suite opens one context per person.
 * No test has an address bar; those pages took about a quarter of the browser's CPU (three e2e files:
 * 108 s of Chromium CPU with them, 80 s without; measured 2026-11-27).
 */
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI].join(',')}`,
];

/** The arguments of the Chromium processes this process started (Linux: read from /proc). */
function childChromiumArgs(): string[][] {
  const found: string[][] = [];
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (args[0]?.includes('chrom')) found.push(args);
    } catch {
      // gone between listing and reading
    }
  }
  return found;
}

/**
 * Throws when the last `--disable-features` of a browser this process started leaves out one of an
 * earlier one (Playwright's list changed: add the new names to PLAYWRIGHT_DISABLED_FEATURES).
 */
export function checkDisabledFeatures(): void {
  const browsers = childChromiumArgs();
  if (!browsers.length) throw new Error('Chromium flags: no Chromium process of this process to check');
  for (const args of browsers) {
    const lists = args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
    const last = new Set(lists.at(-1) ?? []);
    const lost = lists
      .slice(0, -1)
      .flat()
      .filter((feature) => !last.has(feature));
    if (lost.length) throw new Error(`Chromium flags: Playwright disables ${lost.join(', ')} too; add to PLAYWRIGHT_DISABLED_FEATURES`);
  }
}

export const DESKTOP = { width: 1440, height: 900 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

/** Chromium with FLAGS, once its command line has passed `checkDisabledFeatures`. */
export async function launchChecked(executablePath: string): Promise<Browser> {
  const browser = await chromium.launch({ executablePath, args: FLAGS, headless: true });
  try {
    checkDisabledFeatures();
  } catch (error) {
    await browser.close();
    throw error;
  }
  reportFailuresOf(browser);
  return browser;
}

/**
 * The worker's browser: one per vitest worker, shared by the files it runs one after another (the
 * e2e project does not isolate files, vitest.config.ts), each test in a fresh context. Started on
 * first use; it ends with the worker.
 */
let shared: Promise<Browser> | null = null;
export function launch(): Promise<Browser> {
  if (!shared) {
    shared = launchChecked(inject('chromium'));
    shared.catch(() => (shared = null));
  }
  return shared;
}

/** The worker's browser when a file has started it (null before). */
export const launchedBrowser = (): Promise<Browser> | null => shared;

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
 * shows before the app runs passes `waitUntil: 'commit'` and gets the page at once. Its requests in
 * flight are counted from here on (support/clock.ts moves its clock only once they are answered).
 */
export function waitForTheApp(page: Page): void {
  countRequests(page);
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
