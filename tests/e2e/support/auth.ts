// Helpers of the login and session end-to-end tests (push: ./push.ts). Nothing here is reachable from src.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import { bundleContract } from '../../../codegen/bundle.mjs';
import { DESKTOP, openPage, useFileBrowser } from './browser';
import { clearRequests, clearScenarios, resetMock, setScenario } from './mock';

const contract: unknown = bundleContract();

/** The value at a path of keys in parsed YAML (undefined where any step is missing). */
function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** The token and expiry (epoch ms) of a token-giving call's success example. */
function tokenExample(call: '/api/member/login' | '/api/member/refreshToken'): { token: string; expiresAt: number } {
  const data = at(
    contract,
    'paths',
    call,
    'post',
    'responses',
    '200',
    'content',
    'application/json',
    'examples',
    'success',
    'value',
    'data',
  );
  const token = at(data, 'token');
  const expiresAt = at(data, 'tokenExpiresAt');
  if (typeof token !== 'string' || typeof expiresAt !== 'string') throw new Error(`no token example for ${call}`);
  return { token, expiresAt: Date.parse(expiresAt.replace(' ', 'T') + '+09:00') };
}

const login = tokenExample('/api/member/login');
const refreshed = tokenExample('/api/member/refreshToken');

export const TOKEN = login.token;
export const REFRESHED_TOKEN = refreshed.token;

/**
 * The browser's clock in these tests: 2 hours before the login example's token expires (its
 * tokenExpiresAt is a fixed Seoul time). Pinning it keeps "2 hours left" true whatever day the
 * suite runs, and lets a test jump into the last 5 minutes (clock.fastForward). Time flows
 * normally from there.
 */
export const CLOCK_START = new Date(login.expiresAt - 2 * 3_600_000);
/** From CLOCK_START to 4.5 minutes before the login token's expiry: inside the refresh threshold. */
export const INTO_LAST_FIVE_MINUTES_MS = 2 * 3_600_000 - 270_000;
if (refreshed.expiresAt - login.expiresAt < 10 * 60_000) throw new Error('the refreshed example must outlive the login example');

/** No site or login popups in the way (the site suites cover them). */
export async function quietPopups(): Promise<void> {
  await setScenario('/api/etc/popupList', 'empty');
  await setScenario('/api/main/popupList', 'empty');
}

const open = new Set<BrowserContext>();

/** A page with the pinned clock. Its context is closed by closeContexts() (afterEach), even when a test fails. */
export async function openClockedPage(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  language?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, viewport, language);
  open.add(opened.context);
  await opened.page.clock.install({ time: CLOCK_START });
  return opened;
}

export async function closeContexts(): Promise<void> {
  const all = [...open];
  open.clear();
  await Promise.all(all.map((context) => context.close().catch(() => undefined)));
}

/** The captcha as drawn: the SVG image's glyphs (<text>), in order. */
export async function readCaptcha(scope: Page | Locator, imageName = '자동입력 방지 문자 이미지'): Promise<string> {
  const glyphs = scope.getByRole('img', { name: imageName }).locator('text');
  await glyphs.nth(3).waitFor();
  return (await glyphs.allTextContents()).join('');
}

/** Fills the login form in `scope` (dialog or page) and submits. `captcha` defaults to the one shown. */
export async function submitLogin(
  scope: Page | Locator,
  options: { captcha?: string; memId?: string; memPass?: string } = {},
): Promise<void> {
  await scope.getByLabel('아이디').fill(options.memId ?? 'tester01');
  await scope.getByLabel('비밀번호').fill(options.memPass ?? 'pass1234');
  await scope.getByRole('textbox', { name: '자동입력 방지 문자' }).fill(options.captcha ?? (await readCaptcha(scope)));
  await scope.getByRole('button', { name: '로그인', exact: true }).click();
}

/** Opens the desktop login dialog from the header and returns it. */
export async function openLoginDialog(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디').waitFor();
  return dialog;
}

/** Desktop: main page, login through the dialog, header shows the member. */
export async function loginDesktop(page: Page): Promise<void> {
  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await submitLogin(dialog);
  await page.getByRole('banner').getByText('행운의별 님').waitFor();
}

export async function tokenCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'winner_auth_token')?.value;
}

/**
 * The hooks of a login/session suite: one browser for the file; before each test a clean mock (no
 * scenarios, sessions or revoked tokens), no popups, an empty request log; after each, its pages
 * closed and the scenarios cleared. Returns the browser (available from the first test on).
 */
export function useAuthSuite(): () => Browser {
  const browser = useFileBrowser();
  beforeEach(async () => {
    await resetMock();
    await clearScenarios();
    await quietPopups();
    await clearRequests();
  });
  afterEach(async () => {
    await closeContexts();
    await clearScenarios();
  });
  return browser;
}
