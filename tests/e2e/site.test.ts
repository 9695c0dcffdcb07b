// The site's lifecycle against the mock: the load order at start and after login, the maintenance
// window (redirect to /warning and back), arrival and login popups (close, close for a day), and
// the banners with the first-charge bonus. Written as flows (README, "The suite's budget"): the
// member's page goes from its start through the popup, /warning and a reload to the banner and its
// way to the deposit; the guest's from the arrival popup through a reload to the login popups. The
// start calls' bodies (the category codes' master bcategory among them):
// tests/unit/shell/lifecycle.test.ts.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openLoginDialog, submitLogin } from './support/auth';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearScenarios, setScenario } from './support/mock';
import { landing, navigateInApp, useShellSuite } from './support/shell';

const open = useShellSuite();

const START_ORDER = [
  '/api/common/gameGroupCodes',
  '/api/common/gameCodes',
  '/api/etc/popupList',
  '/api/common/siteCheckInfo',
  '/api/etc/siteOption',
  '/api/common/code',
  '/api/etc/banner',
];

/** Records, from the next load on, the path of every call the page makes (in the order the app asks, not as the mock sees them). */
async function recordCalls(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { __calls: calls });
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(new URL(input instanceof Request ? input.url : String(input), window.location.href).pathname);
      return original(input, init);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __calls: string[] }).__calls);
}

describe('a member (token cookie)', () => {
  it('desktop: at start member info first, then group codes, common codes, popups, site check, site option, category codes, banners; the arrival popup closed ("close") stays closed for the visit — /warning (the site open: "normal operation", a link to main) and back — and shows again after a reload; the first-charge bonus banner: 20 % after joining, 10 % each day, with a way to deposit', async () => {
    const { page } = await open(DESKTOP, { member: true });
    const calls = await recordCalls(page);
    await page.goto('/');
    await page.getByRole('banner').getByText('행운의별 님').waitFor();
    await page.getByRole('list', { name: '이벤트 배너' }).waitFor(); // the banners came: the last of the start calls
    await page.waitForLoadState('networkidle');
    const sent = (await calls()).filter((p) => p === '/api/member/info' || START_ORDER.includes(p));
    expect(sent.slice(0, 8)).toEqual(['/api/member/info', ...START_ORDER]);

    // "close" closes the arrival popup for this visit only
    const popup = page.getByRole('dialog', { name: '신규 가입 이벤트' });
    await popup.getByRole('button', { name: '닫기' }).click();
    await popup.waitFor({ state: 'hidden' });
    // /warning while the site is open says so and links back to main
    await navigateInApp(page, '/warning');
    expect(await landing(page, '/warning')).toBeNull();
    await page.getByRole('heading', { level: 1, name: '정상 운영 중' }).waitFor();
    await page.getByRole('link', { name: '메인으로' }).click();
    expect(await landing(page, '/')).toBeNull();
    // the main page is back with its banners (the popups come with the same start data): no popup
    await page.getByRole('region', { name: '첫충 보너스' }).getByText('20%', { exact: true }).waitFor();
    expect(await popup.count()).toBe(0);

    // a new visit (reload): it shows again; closed, the banner leads to the deposit
    await page.reload();
    await popup.waitFor();
    await popup.getByRole('button', { name: '닫기' }).click();
    await popup.waitFor({ state: 'hidden' });
    await expectFirstChargeBanner(page, '/moneyMain/charge');
  });

  it('mobile: the first-charge bonus banner, 20 % after joining, 10 % each day, with a way to deposit', async () => {
    await setScenario('/api/etc/popupList', 'empty');
    const { page } = await open(MOBILE, { member: true });
    await page.goto('/');
    await expectFirstChargeBanner(page, '/chargeMain');
  });
});

/** The first-charge bonus banner: 20 % after joining, 10 % each day; its deposit link goes to `deposit`. */
async function expectFirstChargeBanner(page: Page, deposit: string): Promise<void> {
  const banner = page.getByRole('region', { name: '첫충 보너스' });
  await banner.getByText('20%', { exact: true }).waitFor();
  await banner.getByText('가입 후 첫 충전', { exact: true }).waitFor();
  await banner.getByText('10%', { exact: true }).waitFor();
  await banner.getByText('매일 첫 충전 (매충)', { exact: true }).waitFor();
  await page.getByRole('list', { name: '이벤트 배너' }).getByText('주말 보너스').waitFor();
  // a card says what its banner says, not only its title
  await page.getByRole('list', { name: '이벤트 배너' }).getByText('토·일요일 첫 충전에 10% 보너스를 더 드립니다.').waitFor();
  await banner.getByRole('link', { name: '충전하기' }).click();
  expect(await landing(page, deposit)).toBeNull();
}

describe('a guest, desktop', () => {
  it('an arrival popup shows its text (never its HTML); "not today" closes it for a day (cookie), also after a reload; then after login: common and category codes again, and the login popups', async () => {
    const { context, page } = await open(DESKTOP);
    const calls = await recordCalls(page);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '신규 가입 이벤트' });
    await popup.getByText('신규 가입 시 첫충 20% 보너스!', { exact: true }).waitFor();
    expect(await popup.innerHTML()).not.toContain('&lt;p&gt;');
    await expectAccessible(page, 'main page with an arrival popup, desktop');
    await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await popup.waitFor({ state: 'hidden' });
    const cookie = (await context.cookies()).find((c) => c.name === 'winner_popup_closed_21');
    expect(cookie?.value).toBe('Y');
    const hours = (cookie!.expires * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // a new visit: the popup list comes again, the popup stays closed
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/etc/popupList');
    await page.reload();
    expect(await landing(page, '/')).toBeNull();
    await listed;
    await page.getByRole('region', { name: '첫충 보너스' }).getByText('20%', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await popup.count()).toBe(0);

    // login: the codes again and the login popups
    const before = (await calls()).length;
    await submitLogin(await openLoginDialog(page));
    const loginPopup = page.getByRole('dialog', { name: '출석체크 이벤트' });
    await loginPopup.getByText('매일 출석하고 포인트 받으세요.').waitFor();
    await expectAccessible(page, 'main page with a login popup, desktop');
    const sent = (await calls()).slice(before);
    for (const path of ['/api/member/login', '/api/common/gameCodes', '/api/common/code', '/api/main/popupList'])
      expect(sent).toContain(path);
    // the arrival popup closed for the day stays closed
    expect(await popup.count()).toBe(0);
    await loginPopup.getByRole('button', { name: '닫기' }).click();
    await loginPopup.waitFor({ state: 'hidden' });
  });
});

describe('maintenance', () => {
  it('sends a member to /warning with the window, and back to the same page when it ends', async () => {
    await setScenario('/api/common/siteCheckInfo', 'maintenance');
    const { page } = await open(DESKTOP, { member: true });
    await page.goto('/mypage/info');
    expect(await landing(page, '/warning')).toBeNull();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '사이트 점검 중' }).waitFor();
    await main.getByText('2099', { exact: false }).waitFor();
    await main.getByText('정기 점검 중입니다.').waitFor();
    await expectAccessible(page, 'maintenance page, desktop');
    await clearScenarios();
    await main.getByRole('button', { name: '다시 확인' }).click();
    expect(await landing(page, '/mypage/info')).toBeNull();
  });

  it('every page goes there, guests too (no login alert), on mobile as well', async () => {
    await setScenario('/api/common/siteCheckInfo', 'maintenance');
    const { page, dialogs } = await open(MOBILE);
    await page.goto('/chargeMain');
    expect(await landing(page, '/warning')).toBeNull();
    await navigateInApp(page, '/');
    expect(await landing(page, '/warning')).toBeNull();
    expect(dialogs).toEqual([]);
  });
});
