// Accessibility in Chromium against the mock: axe (no serious or critical violation) on the screens
// a person meets first — the guest and member main page at both layouts, the login and signup
// dialogs, the mobile login and signup pages.
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
  await page.getByRole('region', { name: '첫충 보너스' }).getByText('20%').waitFor();
}

const layouts = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

describe('axe', () => {
  for (const [name, viewport] of layouts) {
    it(`guest main page, ${name}`, async () => {
      const { page } = await open(viewport);
      await mainPageShown(page);
      await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).waitFor();
      await expectAccessible(page, `guest main page, ${name}`);
    });

    it(`member main page, ${name}`, async () => {
      const { page } = await open(viewport, { member: true });
      await mainPageShown(page);
      await page
        .getByRole('banner')
        .getByRole('link', { name: /안 읽은 쪽지/ })
        .waitFor();
      await expectAccessible(page, `member main page, ${name}`);
    });
  }

  it('login dialog, desktop', async () => {
    const { page } = await open(DESKTOP);
    await mainPageShown(page);
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await readCaptcha(dialog);
    await expectAccessible(page, 'login dialog, desktop', { include: '[role="dialog"]' });
  });

  it('signup dialog, desktop', async () => {
    const { page } = await open(DESKTOP);
    await mainPageShown(page);
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    const dialog = page.getByRole('dialog', { name: '회원가입' });
    await dialog.getByLabel('비밀번호 확인').waitFor();
    await dialog.getByLabel('은행').locator('option', { hasText: '국민은행' }).waitFor({ state: 'attached' });
    await expectAccessible(page, 'signup dialog, desktop', { include: '[role="dialog"]' });
  });

  it('login page, mobile', async () => {
    const { page } = await open(MOBILE);
    await page.goto('/login');
    expect(await landing(page, '/login', 15_000)).toBeNull();
    await readCaptcha(page.getByRole('main'));
    await expectAccessible(page, 'login page, mobile');
  });

  it('signup page, mobile', async () => {
    const { page } = await open(MOBILE);
    await page.goto('/join');
    expect(await landing(page, '/join', 15_000)).toBeNull();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: '가입 신청' }).waitFor();
    await main.getByLabel('은행').locator('option', { hasText: '국민은행' }).waitFor({ state: 'attached' });
    await expectAccessible(page, 'signup page, mobile');
  });

  it('the check itself fails on a serious violation, naming the rule, the element and its HTML', async () => {
    const { page } = await open(DESKTOP);
    await mainPageShown(page);
    await page.evaluate(() => document.querySelector('main')?.insertAdjacentHTML('beforeend', '<button id="nameless"></button>'));
    const failures = await accessibilityFailures(page, 'a nameless button');
    expect(failures).toContain('button-name (critical)');
    expect(failures).toContain('#nameless');
    expect(failures).toContain('<button id="nameless"></button>');
    await expect(expectAccessible(page, 'a nameless button')).rejects.toThrow('axe, a nameless button: 1 serious/critical');
    await expectAccessible(page, 'the page without the nameless button', { exclude: '#nameless' });
    await expect(expectAccessible(page, 'the nameless button alone', { include: '#nameless' })).rejects.toThrow('button-name');
  });
});
