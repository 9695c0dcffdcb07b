// What a sign-out forced by the server leaves on the screen. INSPECT: the warning page stays and
// says the site is under maintenance, even while the site check does not (yet) report a window,
// and shows the window once it does — also when the member was on a member page, whose guard must
// not send the signed-out member on to main (desktop: the deposit with its confirmation open;
// mobile: member info). Any sign-out closes the member's dialogs. Written as flows (README, "The
// suite's budget"): on desktop one member is signed out three ways in one page, logging in again in
// between; mobile keeps its own warning page.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { loginDesktop, openClockedPage, openLoginDialog, submitLogin, TOKEN, useAuthSuite } from './support/auth';
import { push, waitForTopic } from './support/push';
import { setScenario } from './support/mock';
import { landing, navigateInApp } from './support/shell';

const browser = useAuthSuite();

/** The warning page as a member sees it after the push: its heading and body, still there after a new site check. */
async function expectWarningStays(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/warning');
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 1, name: '사이트 점검 중' }).waitFor();
  // the site check answers "no window" (the mock's default): the page must not send the member away
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/common/siteCheckInfo');
  await main.getByRole('button', { name: '다시 확인' }).click();
  await checked;
  await main.getByRole('button', { name: '다시 확인' }).and(page.locator(':enabled')).waitFor();
  expect(new URL(page.url()).pathname).toBe('/warning');
  expect(await main.getByRole('heading', { level: 1, name: '사이트 점검 중' }).isVisible()).toBe(true);
}

/** A logged-in member (logged in by `login`) with the new-message notice open (a MSG push). */
async function noticeOpen(page: Page, login: () => Promise<void>): Promise<Locator> {
  await login();
  await waitForTopic(TOKEN);
  expect(await push(TOKEN, 'MSG', '3')).toBe(1);
  const notice = page.getByRole('dialog', { name: '새 쪽지' });
  await notice.waitFor();
  return notice;
}

describe('desktop', () => {
  it('any sign-out closes the member dialogs: a LOGOUT push closes the open new-message notice; TK999 from the balance poll closes it too, and a new login does not bring the old one back; then INSPECT on the deposit page with its confirmation open: the confirmation closes, no alert, and the warning page stays while the site check reports no window, and shows the window once it does', async () => {
    const { page } = await openClockedPage(browser(), DESKTOP);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const loginButton = page.getByRole('banner').getByRole('button', { name: '로그인', exact: true });
    const loginAgain = async () => {
      await submitLogin(await openLoginDialog(page));
      await page.getByRole('banner').getByText('행운의별 님').waitFor();
    };

    // a LOGOUT push
    let notice = await noticeOpen(page, () => loginDesktop(page));
    expect(await push(TOKEN, 'LOGOUT')).toBe(1);
    await loginButton.waitFor();
    await notice.waitFor({ state: 'detached' });

    // TK999 from the balance poll (the member logged in again in the same page)
    notice = await noticeOpen(page, loginAgain);
    await setScenario('/api/member/balance', 'TK999', 1);
    await page.clock.fastForward(5_000);
    await notice.waitFor({ state: 'detached' });
    await loginButton.waitFor();
    // why, on the guest page, not in a browser alert
    await page.getByText('다른 곳에서 같은 아이디로 로그인되어 이 기기에서 로그아웃되었습니다.').waitFor();
    expect(alerts).toEqual([]);
    await loginAgain();
    expect(await notice.count()).toBe(0);

    // INSPECT on a member page (the deposit, its confirmation open): the confirmation closes and the
    // warning page is kept (not main), while the site check reports no window; no alert
    await navigateInApp(page, '/moneyMain/charge');
    expect(await landing(page, '/moneyMain/charge')).toBeNull();
    await page.getByRole('group', { name: '충전 금액 빠른 선택' }).getByRole('button', { name: '10만원' }).click();
    await page.getByRole('textbox', { name: '입금자명' }).fill('홍길동');
    await page.getByRole('button', { name: '충전 신청' }).click();
    const confirmation = page.getByRole('dialog', { name: '확인해 주세요' });
    await confirmation.waitFor();
    await waitForTopic(TOKEN);
    expect(await push(TOKEN, 'INSPECT', 'Y')).toBe(1);
    await confirmation.waitFor({ state: 'detached' });
    await expectWarningStays(page);
    expect(alerts).toEqual([]);
    await expectAccessible(page, 'warning page after INSPECT, desktop');

    await setScenario('/api/common/siteCheckInfo', 'maintenance');
    await page.getByRole('main').getByRole('button', { name: '다시 확인' }).click();
    await page.getByRole('main').getByText('점검 시간').waitFor();
    expect(new URL(page.url()).pathname).toBe('/warning');
  });
});

describe('mobile', () => {
  it('INSPECT on a member page (member info): the warning page stays too, with no alert', async () => {
    const { page } = await openClockedPage(browser(), MOBILE);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/login');
    await submitLogin(page.getByRole('main'));
    await page.waitForURL((url) => url.pathname === '/');
    await navigateInApp(page, '/info');
    expect(await landing(page, '/info')).toBeNull();
    await waitForTopic(TOKEN);
    expect(await push(TOKEN, 'INSPECT', 'Y')).toBe(1);
    await expectWarningStays(page);
    expect(alerts).toEqual([]);
    await expectAccessible(page, 'warning page after INSPECT, mobile');
  });
});
