// Accessibility in Chromium against the mock: axe (no moderate, serious or critical violation) on what a guest
// meets first — the guest main page at both layouts, the login and signup dialogs, the mobile login
// and signup pages — and the keyboard on the desktop layout: the header's actions right after the
// skip link, the login dialog keeping focus and giving it back. The member's pages, the member main
// page on both layouts among them (on the whole page), are checked by the route walk
// (tests/e2e/routes-*.test.ts, tests/e2e/support/route-walk.ts); logging in from these forms is
// auth.test.ts's. Written as flows (README, "The suite's budget"): one page per layout goes from the
// guest's main page through the login and signup forms, axe once on each; the check itself has its
// own page (under a strict Content-Security-Policy).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { readCaptcha } from './support/auth';
import { accessibilityFailures, expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { setScenario } from './support/mock';
import { landing, useShellSuite } from './support/shell';

const open = useShellSuite();

beforeEach(async () => {
  // no arrival or login popups over the page (site.test.ts checks a popup)
  await setScenario('/api/etc/popupList', 'empty');
  await setScenario('/api/main/popupList', 'empty');
});

/** Opens the main page and waits until its blocks show their data, as a person would. */
async function mainPageShown(page: Page): Promise<void> {
  await page.goto('/');
  expect(await landing(page, '/', 15_000)).toBeNull();
  await page.getByRole('region', { name: '공지사항' }).getByText('11월 정기 점검 안내').waitFor();
  await page.getByRole('region', { name: '슬롯 잭팟' }).getByText('1,284,500,000원').waitFor();
  await page.getByRole('region', { name: '첫충 보너스' }).getByText('20%', { exact: true }).waitFor();
}

/** The focused element as "<tag> <name>" (its aria-label or its text). */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    return `${element.tagName.toLowerCase()} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`;
  });

describe('axe and the keyboard, desktop', () => {
  it('a fresh guest main page: Tab reaches the skip link, then signup and login, before the side menu; axe on the guest main page; the login dialog (axe) keeps focus inside, Escape closes it and returns focus; the signup dialog (axe)', async () => {
    const { page } = await open(DESKTOP);
    await mainPageShown(page);

    // the keyboard from a fresh page: nothing focused yet
    const stops: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      stops.push(await focused(page));
      if (i === 0) {
        // the skip link shows itself when focused
        const box = await page.getByRole('link', { name: '본문 바로가기' }).boundingBox();
        expect(box?.y).toBeGreaterThanOrEqual(0);
      }
    }
    expect(stops).toEqual(['a 본문 바로가기', 'button 회원가입', 'button 로그인', 'select 언어']);
    // focus is visible on the header's button
    await page.keyboard.press('Shift+Tab');
    expect(
      await page.evaluate(() => document.activeElement?.matches(':focus-visible') && getComputedStyle(document.activeElement).outlineStyle),
    ).toBe('solid');
    // the side menu's first link comes next, and the layout still draws it on the left, full height
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a WINNER 메인으로');
    const nav = await page.getByRole('navigation', { name: '주 메뉴' }).boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    const main = await page.getByRole('main').boundingBox();
    expect(nav).toMatchObject({ x: 0, y: 0, height: DESKTOP.height });
    expect(headerBox).toMatchObject({ x: nav!.width, y: 0 });
    expect(main!.x).toBeGreaterThanOrEqual(nav!.width);
    expect(main!.y).toBeGreaterThanOrEqual(headerBox!.height);

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: '로그인', exact: true }).waitFor();
    await expectAccessible(page, 'guest main page, desktop');

    // the login dialog, opened from the keyboard
    const loginButton = header.getByRole('button', { name: '로그인', exact: true });
    await loginButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '로그인' });
    // the dialog's code loads on first open: wait for it as a person would, then for the focus
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 5_000 }).toBe('memId');
    await readCaptcha(dialog);
    await expectAccessible(page, 'login dialog, desktop', { include: '[role="dialog"]' });
    const tabStops = await dialog.locator('button, input, select, textarea, a[href], [tabindex="0"]').count();
    const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') != null);
    for (const key of ['Tab', 'Shift+Tab']) {
      // once round the dialog and a little more: focus never leaves it
      for (let i = 0; i < tabStops + 2; i++) {
        await page.keyboard.press(key);
        expect(await inDialog(), `${key} ×${i + 1}: ${await focused(page)}`).toBe(true);
      }
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => loginButton.evaluate((element) => element === document.activeElement)).toBe(true);

    // the signup dialog, its bank list in
    await header.getByRole('button', { name: '회원가입' }).click();
    const signup = page.getByRole('dialog', { name: '회원가입' });
    await signup.getByLabel('비밀번호 확인').waitFor();
    await signup.getByLabel('은행').locator('option', { hasText: '국민은행' }).waitFor({ state: 'attached' });
    await expectAccessible(page, 'signup dialog, desktop', { include: '[role="dialog"]' });
  });
});

describe('axe, mobile', () => {
  it('the guest main page, then the header’s login page and signup page', async () => {
    const { page } = await open(MOBILE);
    await mainPageShown(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: '로그인', exact: true }).waitFor();
    await expectAccessible(page, 'guest main page, mobile');

    await header.getByRole('button', { name: '로그인', exact: true }).click();
    expect(await landing(page, '/login', 15_000)).toBeNull();
    await readCaptcha(page.getByRole('main'));
    await expectAccessible(page, 'login page, mobile');

    await header.getByRole('button', { name: '회원가입' }).click();
    expect(await landing(page, '/join', 15_000)).toBeNull();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '가입 신청' }).waitFor();
    await main.getByLabel('은행').locator('option', { hasText: '국민은행' }).waitFor({ state: 'attached' });
    await expectAccessible(page, 'signup page, mobile');
  });
});

describe('the check itself', () => {
  it('works under a strict Content-Security-Policy (no inline or injected scripts, no eval), and fails on a serious violation, naming the rule, the element and its HTML', async () => {
    const { page, problems } = await open(DESKTOP);
    const policy =
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self' ws: wss:";
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await mainPageShown(page);
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button id="nameless"></button>'));
    const failures = await accessibilityFailures(page, 'a nameless button under CSP');
    expect(failures).toContain('button-name (critical)');
    expect(failures).toContain('#nameless');
    expect(failures).toContain('<button id="nameless"></button>');
    expect(refused).toEqual([]);
    expect(problems).toEqual([]);
    await expect(expectAccessible(page, 'a nameless button')).rejects.toThrow('axe, a nameless button: 1 moderate or worse');
    await expectAccessible(page, 'the page without the nameless button', { exclude: '#nameless' });
    await expect(expectAccessible(page, 'the nameless button alone', { include: '#nameless' })).rejects.toThrow('button-name');
    // the policy is in force: a script added as a tag does not run
    await page.addScriptTag({ content: 'window.name = "injected"' }).catch(() => undefined);
    expect(await page.evaluate(() => window.name)).not.toBe('injected');
    await expect.poll(() => refused.length).toBeGreaterThan(0);
  });
});
