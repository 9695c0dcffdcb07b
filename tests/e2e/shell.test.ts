// The app shell against the mock: which app a width gets, the guard, the fallbacks, the header for
// guests, members and partners, the mobile menu, the language (surviving a reload), accessible
// names, and the message shown when a screen's code cannot load.
import { beforeEach, describe, expect, it } from 'vitest';
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

describe('two apps, one build', () => {
  it('1440 px gets the desktop app and 390 px the mobile app; neither downloads the other’s code', async () => {
    for (const [viewport, own, other] of [
      [DESKTOP, /\/assets\/desktop-[\w-]+\.js$/, /\/assets\/(mobile|Mobile[A-Za-z]+)-[\w-]+\.js$/],
      [MOBILE, /\/assets\/mobile-[\w-]+\.js$/, /\/assets\/(desktop|Desktop[A-Za-z]+|SideMenu|GameMenu)[\w-]*\.js$/],
    ] as const) {
      const { page } = await open(viewport);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      expect(await landing(page, '/')).toBeNull();
      const desktop = viewport === DESKTOP;
      expect(await page.getByRole('navigation', { name: '주 메뉴' }).count()).toBe(desktop ? 1 : 0);
      expect(await page.getByRole('navigation', { name: '하단 메뉴' }).count()).toBe(desktop ? 0 : 1);
      expect(scripts.some((s) => own.test(s))).toBe(true);
      expect(scripts.filter((s) => other.test(s))).toEqual([]);
      expect(await page.title()).toBe('WINNER');
    }
  });
});

describe('the guard', () => {
  it('a guest opening a member page is told "login required" in Korean (a window alert) and goes to the root', async () => {
    const { page, dialogs } = await open(DESKTOP);
    await page.goto('/mypage/info');
    expect(await waitForDialogs(dialogs)).toEqual(['alert: 로그인 후 이용해 주세요.']);
    expect(await landing(page, '/')).toBeNull();
  });

  it('says it in English when English is chosen, also for a link followed inside the app', async () => {
    const { page, dialogs } = await open(DESKTOP, { language: 'en' });
    await page.goto('/');
    expect(await landing(page, '/')).toBeNull();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Deposit' }).click();
    expect(await waitForDialogs(dialogs)).toEqual(['alert: Please log in.']);
    expect(await landing(page, '/')).toBeNull();
  });

  it('on mobile, a guest is sent to the mobile main after the alert', async () => {
    const { page, dialogs } = await open(MOBILE);
    await page.goto('/chargeMain');
    expect(await waitForDialogs(dialogs)).toEqual(['alert: 로그인 후 이용해 주세요.']);
    expect(await landing(page, '/')).toBeNull();
    await page.getByRole('navigation', { name: '하단 메뉴' }).waitFor();
  });

  it('lets a member in, without an alert', async () => {
    const { page, dialogs } = await open(DESKTOP, { member: true });
    await page.goto('/mypage/info');
    expect(await landing(page, '/mypage/info')).toBeNull();
    await page.getByRole('heading', { level: 1, name: '회원정보 수정' }).waitFor();
    expect(dialogs).toEqual([]);
  });
});

describe('fallbacks', () => {
  it('desktop: an unknown path goes to the dashboard (/), without an alert', async () => {
    const { page, dialogs } = await open(DESKTOP);
    await page.goto('/no/such/page');
    expect(await landing(page, '/')).toBeNull();
    expect(dialogs).toEqual([]);
  });

  it('desktop: the three e-sports addresses go to /gameway; /member/<path> to /<path> with its query', async () => {
    const { page } = await open(DESKTOP, { member: true });
    await page.goto('/');
    expect(await landing(page, '/')).toBeNull();
    for (const path of ['/esport/screen', '/esport/single', '/esport/multi']) {
      await navigateInApp(page, '/');
      expect(await landing(page, '/')).toBeNull();
      await navigateInApp(page, path);
      expect(await landing(page, '/gameway'), path).toBeNull();
    }
    await page.goto('/member/mypage/point/list?page=2');
    expect(await landing(page, '/mypage/point/list')).toBeNull();
    expect(new URL(page.url()).search).toBe('?page=2');
  });

  it('mobile: an unknown path goes to the mobile main; /member/<path> to /<path>', async () => {
    const { page } = await open(MOBILE, { member: true });
    await page.goto('/mypage/info'); // a desktop address is unknown on mobile
    expect(await landing(page, '/')).toBeNull();
    await page.getByRole('navigation', { name: '하단 메뉴' }).waitFor();
    await page.goto('/member/chargeMain');
    expect(await landing(page, '/chargeMain')).toBeNull();
  });
});

describe('header', () => {
  it('a guest sees signup and login; login opens the login dialog', async () => {
    const { page } = await open(DESKTOP);
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: '회원가입' }).waitFor();
    expect(await header.getByRole('button', { name: '로그아웃' }).count()).toBe(0);
    await header.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('dialog', { name: '로그인' }).waitFor();
  });

  it('a member (token cookie) sees nickname, unread count, cash and points thousands-separated, logout; no partner link', async () => {
    const { page } = await open(DESKTOP, { member: true });
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByText('행운의별 님').waitFor();
    await header.getByText('1,250,000원').waitFor();
    await header.getByText('35,200 P').waitFor();
    await header.getByRole('link', { name: '안 읽은 쪽지 2개' }).waitFor();
    await header.getByRole('button', { name: '로그아웃' }).waitFor();
    expect(await header.getByRole('link', { name: '파트너 페이지' }).count()).toBe(0);
    expect(await header.getByRole('button', { name: '로그인', exact: true }).count()).toBe(0);
  });

  it('a partner member gets the partner link; partner pages hide the normal header', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page } = await open(DESKTOP, { member: true });
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByText('강남총판 님').waitFor();
    await header.getByRole('link', { name: '파트너 페이지' }).click();
    expect(await landing(page, '/partner/cashList')).toBeNull();
    await page.getByRole('heading', { level: 1, name: '충환전 내역' }).waitFor();
    await page.getByRole('navigation', { name: '파트너 메뉴' }).waitFor();
    await expectAccessible(page, 'partner page as a partner, desktop');
    expect(await page.getByRole('navigation', { name: '주 메뉴' }).count()).toBe(0);
    expect(await page.getByText('행운의별 님').count()).toBe(0);
    await page.getByRole('link', { name: '사이트로 돌아가기' }).waitFor();
  });

  it('logout from a member page goes to main, with no "login required" alert', async () => {
    const { page, dialogs } = await open(DESKTOP, { member: true });
    await page.goto('/mypage/info');
    expect(await landing(page, '/mypage/info')).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).click();
    expect(await landing(page, '/')).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).waitFor();
    expect(dialogs).toEqual([]);
  });

  it('mobile: compact header with cash and unread; the menu shows the rest and returns focus when closed', async () => {
    const { page } = await open(MOBILE, { member: true });
    await page.goto('/');
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
  });

  it('mobile: a guest’s login and signup buttons open the /login and /join pages', async () => {
    const { page } = await open(MOBILE);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).click();
    expect(await landing(page, '/login')).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    expect(await landing(page, '/join')).toBeNull();
  });
});

describe('accessible names (the language switch and its reload: main.test.ts)', () => {
  it('every control of the chrome has a name in the current language (desktop member, English)', async () => {
    const { page } = await open(DESKTOP, { member: true, language: 'en' });
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).waitFor();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Live casino' }).click();
    await page.getByRole('link', { name: 'Evolution' }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).waitFor();
    await page.getByRole('link', { name: 'Unread messages: 2' }).waitFor();
  });

  it('every control has a name on mobile too (guest, Korean, menu open)', async () => {
    const { page } = await open(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('dialog', { name: 'WINNER 메뉴' }).getByRole('combobox', { name: '언어' }).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
    await expectAccessible(page, 'guest menu, mobile');
  });
});

describe('lazy screens', () => {
  it('a screen whose code cannot load says so in the member’s language and offers a reload; the chrome stays', async () => {
    const { page } = await open(DESKTOP, { member: true });
    await page.route(/\/assets\/BoardListPage-[\w-]+\.js$/, (route) => route.abort());
    await page.goto('/');
    expect(await landing(page, '/')).toBeNull();
    await navigateInApp(page, '/board/list');
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: '화면을 불러오지 못했습니다' }).waitFor();
    await main.getByRole('button', { name: '새로고침' }).waitFor();
    await page.getByRole('navigation', { name: '주 메뉴' }).waitFor();
    await expectAccessible(page, 'a screen that cannot load, desktop');
  });

  it('a screen that loads slowly shows the loading overlay, and the page is usable again once it is in', async () => {
    const { page } = await open(MOBILE);
    await page.goto('/');
    expect(await landing(page, '/')).toBeNull();
    // the login page's code arrives after 1.5 s (past the overlay's 400 ms delay)
    await page.route(/\/assets\/MobileLoginPage-[\w-]+\.js$/, async (route) => {
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
});
