// The app shell against the mock: which app a width gets, the guard, the fallbacks, the header for
// guests and members, the mobile menu, the language, accessible names, and the message shown when a
// screen's code cannot load. Written as flows (README, "The suite's budget"): one page per person
// (guest or member, desktop or mobile, Korean or English), carrying on by in-app navigation; a fresh
// load only where the load itself is what is tested. The partner's header (its partner link; the
// partner pages with their own menu, without the member's chrome, axe on the whole page) is the
// route walk's (tests/e2e/routes-partner.test.ts), as is axe on every route's default state.
import { beforeEach, describe, expect, it } from 'vitest';
import { readCaptcha } from './support/auth';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { setScenario } from './support/mock';
import { landing, navigateInApp, unnamedControls, useShellSuite, waitForDialogs } from './support/shell';

const open = useShellSuite();

beforeEach(async () => {
  // no arrival popups over the header (popups have their own tests in site.test.ts)
  await setScenario('/api/etc/popupList', 'empty');
  await setScenario('/api/main/popupList', 'empty');
});

/** Collects the paths of the scripts the page downloads. */
function scriptsOf(page: import('playwright-core').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

describe('desktop', () => {
  it('a guest: 1440 px gets the desktop app only; a member page loaded afresh alerts "login required" (Korean) and goes to the root; an unknown path goes to the dashboard without an alert; the header offers signup and login, and login opens the dialog', async () => {
    const { page, dialogs } = await open(DESKTOP);
    const scripts = scriptsOf(page);
    // the guard on a fresh load of a member page (the English test below follows a link in the app)
    await page.goto('/mypage/info');
    expect(await waitForDialogs(dialogs)).toEqual(['alert: 로그인 후 이용해 주세요.']);
    expect(await landing(page, '/')).toBeNull();

    // two apps, one build: the desktop app, none of the mobile app's code
    expect(await page.getByRole('navigation', { name: '주 메뉴' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: '하단 메뉴' }).count()).toBe(0);
    expect(scripts.some((s) => /\/assets\/desktop-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/assets\/(mobile|Mobile[A-Za-z]+)-[\w-]+\.js$/.test(s))).toEqual([]);
    expect(await page.title()).toBe('WINNER');

    // an unknown path: the dashboard, no alert (the one above is still the only one)
    await navigateInApp(page, '/no/such/page');
    expect(await landing(page, '/')).toBeNull();
    expect(dialogs).toHaveLength(1);

    // the guest's header
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: '회원가입' }).waitFor();
    expect(await header.getByRole('button', { name: '로그아웃' }).count()).toBe(0);
    await header.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
  });

  it('a member: let into a member page without an alert; the header shows nickname, unread count, cash and points, logout, no partner link; the e-sports addresses go to /gameway, /member/<path> to /<path> with its query; a screen whose code cannot load says so and keeps the chrome; logout from a member page goes to main without an alert', async () => {
    const { page, dialogs } = await open(DESKTOP, { member: true });
    await page.route(/\/assets\/BoardListScreen-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/mypage/info');
    expect(await landing(page, '/mypage/info')).toBeNull();
    await page.getByRole('heading', { level: 1, name: '회원정보 수정' }).waitFor();
    expect(dialogs).toEqual([]);

    const header = page.getByRole('banner');
    await header.getByText('행운의별 님').waitFor();
    await header.getByText('1,250,000원').waitFor();
    await header.getByText('35,200 P').waitFor();
    await header.getByRole('link', { name: '안 읽은 쪽지 2개' }).waitFor();
    await header.getByRole('button', { name: '로그아웃' }).waitFor();
    expect(await header.getByRole('link', { name: '파트너 페이지' }).count()).toBe(0);
    expect(await header.getByRole('button', { name: '로그인', exact: true }).count()).toBe(0);

    // fallbacks: the three e-sports addresses, then /member/<path>
    for (const path of ['/esport/screen', '/esport/single', '/esport/multi']) {
      await navigateInApp(page, '/');
      expect(await landing(page, '/')).toBeNull();
      await navigateInApp(page, path);
      expect(await landing(page, '/gameway'), path).toBeNull();
    }
    await navigateInApp(page, '/member/mypage/point/list?page=2');
    expect(await landing(page, '/mypage/point/list')).toBeNull();
    expect(new URL(page.url()).search).toBe('?page=2');

    // lazy screens: the board list's code cannot load (aborted above)
    await navigateInApp(page, '/board/list');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '화면을 불러오지 못했습니다' }).waitFor();
    await main.getByRole('button', { name: '새로고침' }).waitFor();
    await page.getByRole('navigation', { name: '주 메뉴' }).waitFor();
    await expectAccessible(page, 'a screen that cannot load, desktop');

    // back on a member page, logout: main, the guest's header, no "login required" alert
    await navigateInApp(page, '/mypage/info');
    expect(await landing(page, '/mypage/info')).toBeNull();
    await header.getByRole('button', { name: '로그아웃' }).click();
    expect(await landing(page, '/')).toBeNull();
    await header.getByRole('button', { name: '로그인', exact: true }).waitFor();
    expect(dialogs).toEqual([]);
  });

  it('in English: a guest following a member link inside the app is told "Please log in." and stays at the root; logged in, every control of the chrome has a name in English', async () => {
    const { page, dialogs } = await open(DESKTOP, { language: 'en' });
    await page.goto('/');
    expect(await landing(page, '/')).toBeNull();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
    expect(await waitForDialogs(dialogs)).toEqual(['alert: Please log in.']);
    expect(await landing(page, '/')).toBeNull();

    // logged in through the English login dialog (a logout would silence the guard for a while)
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('ID').fill('tester01');
    await dialog.getByLabel('Password').fill('pass1234');
    await dialog.getByRole('textbox', { name: 'Security code', exact: true }).fill(await readCaptcha(dialog, 'Security code image'));
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Live casino' }).click();
    await page.getByRole('link', { name: 'Evolution' }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).waitFor();
    await page.getByRole('link', { name: 'Unread messages: 2' }).waitFor();
  });
});

describe('mobile', () => {
  it('a guest: 390 px gets the mobile app only; a member page sends the guest to the mobile main after the alert; every control of the open menu has a name; the login page loading slowly shows the overlay, then the header’s login and signup buttons open /login and /join', async () => {
    const { page, dialogs } = await open(MOBILE);
    const scripts = scriptsOf(page);
    await page.goto('/');
    expect(await landing(page, '/')).toBeNull();

    // two apps, one build: the mobile app, none of the desktop app's code
    expect(await page.getByRole('navigation', { name: '주 메뉴' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: '하단 메뉴' }).count()).toBe(1);
    expect(scripts.some((s) => /\/assets\/mobile-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /\/assets\/(desktop|Desktop[A-Za-z]+|SideMenu|GameMenu)[\w-]*\.js$/.test(s))).toEqual([]);
    expect(await page.title()).toBe('WINNER');

    // the guard on mobile: the alert, then the mobile main
    await navigateInApp(page, '/chargeMain');
    expect(await waitForDialogs(dialogs)).toEqual(['alert: 로그인 후 이용해 주세요.']);
    expect(await landing(page, '/')).toBeNull();
    await page.getByRole('navigation', { name: '하단 메뉴' }).waitFor();

    // accessible names with the guest's menu open (Korean)
    const menuButton = page.getByRole('button', { name: '메뉴 열기' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'WINNER 메뉴' });
    await menu.getByRole('combobox', { name: '언어' }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await expectAccessible(page, 'guest menu, mobile');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // the login page's code arrives after 1.5 s (past the overlay's 400 ms delay)
    await page.route(/\/assets\/MobileLoginScreen-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
    const overlay = page.getByRole('dialog', { name: '불러오는 중입니다…' });
    await overlay.waitFor();
    expect(await page.locator('#root').getAttribute('inert')).toBe('');
    await overlay.waitFor({ state: 'detached' });
    expect(await landing(page, '/login')).toBeNull();
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    expect(await landing(page, '/join')).toBeNull();
  });

  it('a member: a desktop address goes to the mobile main; compact header with cash and unread; the menu shows the rest and returns focus when closed; /member/<path> goes to /<path>', async () => {
    const { page } = await open(MOBILE, { member: true });
    await page.goto('/mypage/info'); // a desktop address is unknown on mobile
    expect(await landing(page, '/')).toBeNull();
    await page.getByRole('navigation', { name: '하단 메뉴' }).waitFor();

    const header = page.getByRole('banner');
    await header.getByText('1,250,000원').waitFor();
    // what a screen reader reads: the words with the amount
    expect(await header.ariaSnapshot()).toContain('paragraph: 보유머니 1,250,000원');
    await header.getByRole('link', { name: '안 읽은 쪽지 2개' }).waitFor();
    const menuButton = header.getByRole('button', { name: '메뉴 열기' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'WINNER 메뉴' });
    await menu.getByText('행운의별 님').waitFor();
    await menu.getByText('35,200 P').waitFor();
    await menu.getByRole('button', { name: '로그아웃' }).waitFor();
    expect(await menu.getByRole('link', { name: '파트너 페이지' }).count()).toBe(0);
    await expectAccessible(page, 'member menu, mobile');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    await navigateInApp(page, '/member/chargeMain');
    expect(await landing(page, '/chargeMain')).toBeNull();
  });
});
