// Desktop navigation (issue 23 §4): every desktop route of the spec is reached by links from the main
// page, and every screen starts at the same x (one page frame).
//
// The walk: logged in as tester01 at 1440x900, from / the nickname in the top bar is clicked (my page,
// the member's hub), the side menu's game groups are opened, and then, breadth first, each page a link
// leads to is opened inside the app (history + popstate, as routes.test.ts does) and its a[href] are
// read. A route counts as reached when a link of its shape is found (/board/read/:boardIdx: a link to
// /board/read/<n>). Each route shape is opened once; of the vendor folders (the lobbies, the sports
// boards, the mini games, the sports results' kinds) one page is opened, as its siblings are the same
// screen. As the partner, the walk opens the main page, my page and the partner pages it finds.
// Not reached by links, by design: /warning (maintenance sends everyone there) and /slot/game (the
// game window a slot game's launch opens).
//
// The frame: on each page the walk opens in the desktop layout, the level-1 heading's left edge is
// measured; all must be equal. The deposit, the coupons and a list are measured again at 390x844.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { mockSessions, setScenario } from './support/mock';
import { coverage, landing, navigateInApp, useShellSuite } from './support/shell';

const open = useShellSuite();

/** The member's hub: docs/rules.md#routes names "my page" among the screens; its desktop address is /mypage. */
const HUB = '/mypage';
const NOT_LINKED: Record<string, string> = {
  '/warning': 'maintenance sends everyone there',
  '/slot/game': "a slot game's launch opens it",
};
const VENDOR_FOLDERS = ['/livecasino/', '/slotgame/', '/sport/', '/minigame/', '/result/sport/'];
const PARTNER_ONLY = (path: string) =>
  path.startsWith('/partner/') || ['/stributor', '/striNew', '/mypage/stributor_mypage', '/mypage/give'].includes(path);

const routes = [...coverage.routes.desktop.guest, ...coverage.routes.desktop.member].filter((r) => !(r in NOT_LINKED) && r !== '/');
const shapes = [...routes, HUB].map((route) => ({ route, match: new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`) }));
const shapeOf = (path: string) => shapes.find((s) => s.match.test(path))?.route ?? null;

/** The app's own addresses the page links to (a[href], same origin), as paths. */
const hrefs = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href, window.location.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );

/** Waits until `path`'s screen shows what it read: a heading, nothing busy, no spinner still turning. */
async function settledAt(page: Page, path: string): Promise<string | null> {
  const wrong = await landing(page, path);
  if (wrong) return wrong;
  try {
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        return main !== null && !main.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])');
      },
      undefined,
      { timeout: 15_000, polling: 50 },
    );
    return null;
  } catch {
    const busy = await page.evaluate(() =>
      [...document.querySelectorAll('main [aria-busy="true"], main [role="progressbar"]:not([aria-valuenow])')].map((e) =>
        e.outerHTML.slice(0, 160),
      ),
    );
    return `still reading after 15 s: ${busy.join(' | ')}`;
  }
}

/**
 * The member's session has started: the top bar shows the member and the start's token refresh has
 * been answered (the mock holds the refreshed token), so the walk's first click does not race it.
 */
async function sessionStarted(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /안 읽은 쪽지/ })
    .waitFor();
  await expect.poll(async () => (await mockSessions()).some((s) => /-r\d+$/.test(s.token)), { timeout: 15_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
}

/** The left edge of the screen's level-1 heading, in px. */
const headingLeft = (page: Page): Promise<number> =>
  page.evaluate(() => Math.round(document.querySelector('main h1')?.getBoundingClientRect().left ?? -1));

interface Walk {
  reached: Map<string, string>;
  left: Map<string, number>;
  failures: string[];
}

/** Breadth first from the `links` read on the page shown: opens each found page `visit` accepts, reads its links. */
async function walk(page: Page, links: string[], visit: (route: string) => boolean, into: Walk): Promise<void> {
  const queue: string[] = [];
  const opened = new Set<string>([new URL(page.url()).pathname]);
  const found = (paths: string[], on: string) => {
    for (const path of paths) {
      const route = shapeOf(path);
      if (route === null || into.reached.has(route)) continue;
      into.reached.set(route, on);
      if (visit(route)) queue.push(path);
    }
  };
  found(links, new URL(page.url()).pathname);
  while (queue.length > 0) {
    const path = queue.shift()!;
    const folder = VENDOR_FOLDERS.find((f) => path.startsWith(f));
    if (opened.has(path) || (folder !== undefined && opened.has(folder))) continue;
    opened.add(path);
    if (folder !== undefined) opened.add(folder);
    await navigateInApp(page, path);
    const wrong = await settledAt(page, path);
    if (wrong) into.failures.push(`${path}: ${wrong}`);
    else if (!path.startsWith('/partner/')) into.left.set(path, await headingLeft(page));
    found(await hrefs(page), path);
  }
}

describe('desktop navigation', () => {
  it(
    'a member reaches every desktop route of the spec by links from the main page (nickname → my page, the menus, the screens); every screen starts at one x',
    { timeout: 240_000 },
    async () => {
      await setScenario('/api/etc/popupList', 'empty');
      await setScenario('/api/main/popupList', 'empty');
      const { page, dialogs } = await open(DESKTOP, { member: true });
      await page.goto('/');
      expect(await landing(page, '/')).toBeNull();
      const into: Walk = { reached: new Map(), left: new Map(), failures: [] };

      // the nickname is a link to my page, the hub
      await sessionStarted(page);
      await page.getByRole('banner').getByRole('link', { name: '행운의별 님' }).click();
      expect(await settledAt(page, HUB)).toBeNull();
      const hub = page.getByRole('region', { name: '마이페이지' });
      await hub.getByText('1,250,000원').waitFor();
      await hub.getByRole('link', { name: '안 읽은 쪽지 2개' }).waitFor();
      for (const group of ['내 정보', '충전 · 환전', '베팅', '포인트 · 쿠폰']) await hub.getByRole('navigation', { name: group }).waitFor();
      expect(await hub.getByRole('navigation', { name: '파트너' }).count()).toBe(0);
      await expectAccessible(page, 'my page, desktop');
      into.left.set(HUB, await headingLeft(page));

      // the side menu's game groups open on a click; their links are read with the hub's
      const groups = page.getByRole('navigation', { name: '주 메뉴' }).locator('button[aria-expanded]');
      await groups.first().waitFor();
      const hubLinks = await hrefs(page);
      for (let i = 0; i < (await groups.count()); i++) {
        const group = groups.nth(i);
        if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
        hubLinks.push(...(await hrefs(page)));
      }
      await walk(page, hubLinks, (route) => !PARTNER_ONLY(route), into);

      const missing = routes.filter((r) => !PARTNER_ONLY(r) && !into.reached.has(r));
      expect(missing, 'desktop routes no link leads to').toEqual([]);
      const lefts = [...into.left.entries()];
      const first = lefts[0]![1];
      expect(
        lefts.filter(([, x]) => x !== first).map(([path, x]) => `${path}: ${x}px`),
        `screens whose heading does not start at ${first}px (as ${lefts[0]![0]})`,
      ).toEqual([]);
      expect(into.left.size).toBeGreaterThan(30);
      expect(into.failures).toEqual([]);
      // (each screen's page and console errors are the route walker's, routes.test.ts)
      expect(dialogs).toEqual([]);
    },
  );

  it('a partner reaches the partner pages: my page lists them, the partner pages link each other', { timeout: 120_000 }, async () => {
    await setScenario('/api/etc/popupList', 'empty');
    await setScenario('/api/main/popupList', 'empty');
    await setScenario('/api/member/info', 'partner');
    const { page, problems, dialogs } = await open(DESKTOP, { member: true });
    await page.goto('/');
    expect(await landing(page, '/')).toBeNull();
    await sessionStarted(page);
    const nick = page.getByRole('banner').getByRole('link', { name: /님$/ });
    await nick.click();
    expect(await settledAt(page, HUB)).toBeNull();
    await page.getByRole('navigation', { name: '파트너' }).waitFor();
    const into: Walk = { reached: new Map(), left: new Map(), failures: [] };
    await walk(page, await hrefs(page), (route) => PARTNER_ONLY(route), into);
    const missing = routes.filter((r) => PARTNER_ONLY(r) && !into.reached.has(r));
    expect(missing, 'partner routes no link leads to').toEqual([]);
    expect(into.failures).toEqual([]);
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
  });
});

describe('one page frame', () => {
  const screens = {
    desktop: ['/mypage/charge/list', '/mypage/coupon/list', '/moneyMain/charge'],
    mobile: ['/bet', '/couponMain', '/chargeMain'],
  } as const;
  for (const [layout, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)
    it(`${layout}: a list, the coupons and the deposit start at the same x${layout === 'mobile' ? '; the nickname in the menu opens my page' : ''}`, async () => {
      const { page, problems } = await open(viewport, { member: true });
      await page.goto(screens[layout][0]);
      const lefts: string[] = [];
      for (const path of screens[layout]) {
        if (path !== screens[layout][0]) await navigateInApp(page, path);
        expect(await settledAt(page, path)).toBeNull();
        lefts.push(`${await headingLeft(page)}px`);
      }
      const expected = layout === 'desktop' ? 'the side menu and the page padding' : 'the page padding';
      expect(lefts, `left edge after ${expected}`).toEqual([lefts[0], lefts[0], lefts[0]]);
      if (layout === 'mobile') {
        // the phone's nickname (in the menu) links to its my page, and the menu closes
        await page.getByRole('button', { name: '메뉴 열기' }).click();
        const menu = page.getByRole('dialog');
        await menu.getByRole('link', { name: '행운의별 님' }).click();
        expect(await settledAt(page, '/myinfo')).toBeNull();
        await menu.waitFor({ state: 'hidden' });
        expect(await headingLeft(page)).toBe(Number.parseInt(lefts[0]!, 10));
      }
      expect(problems).toEqual([]);
    });
});
