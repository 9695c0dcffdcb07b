// Helpers of the app-shell end-to-end tests. Nothing here is reachable from src.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { useFileBrowser, waitForTheApp } from './browser';
import { clearScenarios, resetMock } from './mock';
import { baseUrl as serverBaseUrl } from './servers';

export const MEMBER_TOKEN = 'mock-token-tester01';

let memberPages = 0;
/**
 * A token of its own for each member page (the mock answers tester01 for any token it has not
 * seen). With one shared token, the forced refresh of a page just closed could reach the mock after
 * the next page started with that token and revoke it under it: the next page's reads then met 401
 * (a flake under load, seen in the mini-game and partner files).
 */
const nextMemberToken = () => `${MEMBER_TOKEN}-p${process.pid}x${++memberPages}`;

export { concrete, coverage } from '../../support/coverage';

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Page errors and console errors seen so far (cleared with problems.length = 0). */
  problems: string[];
  /** Browser dialogs (window.alert …) seen so far, each accepted: "alert: <message>". */
  dialogs: string[];
}

/**
 * A page at the given size; with `member`, logged in the way the mock allows (the token cookie:
 * /api/member/info answers tester01 for any token the mock has not seen; each member page has a
 * token of its own, so no other page's refresh can revoke it). Records page errors and
 * console errors in `problems`, and accepts browser dialogs, recording them in `dialogs`.
 */
export async function openShellPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { member?: boolean; language?: string } = {},
): Promise<Opened> {
  const baseUrl = serverBaseUrl();
  const context = await browser.newContext({ viewport, baseURL: baseUrl, locale: 'ko-KR', reducedMotion: 'reduce' });
  const cookies = [];
  if (options.member) cookies.push({ name: 'winner_auth_token', value: nextMemberToken(), url: baseUrl });
  if (options.language) cookies.push({ name: 'winner_lang', value: options.language, url: baseUrl });
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  waitForTheApp(page);
  const problems: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // a failed load says which resource (the console's own text does not)
    if (message.type() === 'error')
      problems.push(`console error: ${message.text()}${message.location().url ? ` (${message.location().url})` : ''}`);
  });
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.accept();
  });
  return { context, page, problems, dialogs };
}

/** The path the app has committed (<main data-path>), or null when no page is shown. */
export const committedPath = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('main')?.getAttribute('data-path') ?? null);

/**
 * Navigates inside the running app (history.pushState + popstate, as the back button does), without
 * reloading: the router picks the new address up and renders its screen.
 */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, to);
}

/**
 * Waits until the app shows `expected` (its <main data-path> and the address both say so) with a
 * level-1 heading, and returns null; or returns what went wrong (where it landed, or no heading).
 */
export async function landing(page: Page, expected: string, timeoutMs = 15_000): Promise<string | null> {
  try {
    await page.waitForFunction(
      (path) => {
        const main = document.querySelector('main');
        return (
          main?.getAttribute('data-path') === path &&
          window.location.pathname === path &&
          main.getAttribute('aria-busy') !== 'true' &&
          main.querySelector('h1') !== null
        );
      },
      expected,
      { timeout: timeoutMs, polling: 25 },
    );
    return null;
  } catch {
    const landed = await committedPath(page);
    const where = new URL(page.url()).pathname;
    if (landed !== expected || where !== expected) return `landed on ${where} (shown: ${landed ?? 'no page'})`;
    return 'no level-1 heading';
  }
}

/**
 * Loads `address` in a page already open and waits until the app shows it (its address without the
 * query) with a level-1 heading.
 */
export async function show(page: Page, address: string): Promise<void> {
  await page.goto(address);
  expect(await landing(page, address.split('?')[0] ?? address)).toBeNull();
}

/** Waits until `dialogs` holds `count` entries (alerts arrive asynchronously). */
export async function waitForDialogs(dialogs: string[], count = 1, timeoutMs = 8_000): Promise<string[]> {
  const until = Date.now() + timeoutMs;
  while (dialogs.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
  return dialogs;
}

/**
 * The controls of `page` that have no accessible name (buttons, links, form fields, tabs, menu
 * items), read from Chromium's accessibility tree (Playwright's ARIA snapshot).
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^- (button|link|combobox|textbox|checkbox|radio|tab|menuitem|switch)\b/.test(line) && !/^- \w+ "[^"]+"/.test(line));
}

/**
 * The hooks of a shell/site suite: one browser for the file; before each test a clean mock (no
 * scenarios, sessions or revoked tokens: a refresh in one test must not revoke the next one's
 * token); after each test the pages it opened closed and the scenarios cleared. Returns `open` (a
 * page at a viewport, as a guest or a member).
 */
export function useShellSuite(): (
  viewport: { width: number; height: number },
  options?: { member?: boolean; language?: string },
) => Promise<Opened> {
  const browser = useFileBrowser();
  const opened: Opened[] = [];
  beforeEach(async () => {
    await resetMock();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.context.close().catch(() => undefined)));
    await clearScenarios();
  });
  return async (viewport, options = {}) => {
    const o = await openShellPage(browser(), viewport, options);
    opened.push(o);
    return o;
  };
}

/** What `useShellSuite` returns: opens a page at a viewport, as a guest or a member. */
export type OpenPage = ReturnType<typeof useShellSuite>;

export interface OpenScreenOptions {
  /** Signed in as the mock's member (default true: most screens are a member's). */
  member?: boolean;
  language?: string | undefined;
  /** Runs on the page before it loads the address (a fixed clock, a route). */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * The one page-open helper of the screen files: a page at `viewport` (a member's unless told),
 * `prepare` run, then `path` loaded until the app shows it (its address without the query) with a
 * level-1 heading and no page or console error.
 */
export async function openScreen(
  open: OpenPage,
  viewport: { width: number; height: number },
  path: string,
  options: OpenScreenOptions = {},
): Promise<Page> {
  const { member = true, language, prepare } = options;
  const { page, problems } = await open(viewport, { member, ...(language ? { language } : {}) });
  if (prepare) await prepare(page);
  await show(page, path);
  expect(problems).toEqual([]);
  return page;
}
