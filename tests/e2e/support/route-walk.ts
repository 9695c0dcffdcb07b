// The route walk: every route of coverage.json (and the inferred ones), desktop at 1440x900 and mobile
// at 390x844, opened as the logged-in member tester01 against the mock; the partner pages (/partner/...,
// /stributor, /striNew, /mypage/stributor_mypage; the phone's /partner) as the partner member (member
// info example `partner`), as they send a member who is not a partner away (docs/rules.md#roles).
// The routes are split into parts (PARTS) walked by the files tests/e2e/routes-*.test.ts, which run
// side by side; a part walks its routes in one page, each reached inside the app (history +
// popstate) the way a member moves, one test per chunk of routes.
//
// A route fails when it errors (page error, console error, an alert), lands somewhere else, shows no
// level-1 heading, is still reading after 15 s, scrolls sideways, or has a moderate, serious or critical
// accessibility violation (axe on its <main>, and on my page's once; on the whole page once per
// chrome: the member's main page on each layout, the partner's my page and /partner/cashList on the
// desktop, the phone's first partner page).
//
// On the desktop each screen's own links are read too (a[href], and on the part's first page those of
// the side menu's groups opened), and each part holds:
// - every route of the part is reached by links: the site part's from the main page, through my page
//   (the nickname in the top bar) and its own screens; the other parts' from my page (so from the
//   main page too) and their own screens; every partner page from the partner's my page; not by
//   links, by design: /warning (maintenance sends everyone there) and /slot/game (the game window a
//   slot game's launch opens);
// - every screen's level-1 heading starts at my page's x (one page frame), the main page, /warning,
//   /slot/game and the partner pages aside.
// On the phone every screen's heading starts at the x of its my page (/myinfo, opened from the
// nickname in the menu), the guest's pages (main, login, signup), /slot/game and the partner pages aside.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityFailures } from './axe';
import { DESKTOP, MOBILE, useFileBrowser } from './browser';
import { overflowing } from './layout';
import { headingLeft, hrefs, reachable, settledAt } from './links';
import { clearScenarios, setScenario } from './mock';
import { concrete, coverage, navigateInApp, openShellPage, type Opened } from './shell';

export type Layout = 'desktop' | 'mobile';
const VIEWPORTS = { desktop: DESKTOP, mobile: MOBILE } as const;

/**
 * Routes beyond the spec's list that the walk opens too: screens of inferred operations (the contract's
 * `x-source: inferred`), at their address in each layout (docs/rules.md#money-history).
 */
const INFERRED: Record<Layout, readonly string[]> = { desktop: ['/mypage/money/list'], mobile: ['/moneyList'] };

const PARTNER_ONLY = ['/partner', '/stributor', '/striNew', '/mypage/stributor_mypage'];
const isPartnerPage = (route: string) => route.startsWith('/partner/') || PARTNER_ONLY.includes(route);
/** Routes no link leads to, by design, with why. */
const NOT_LINKED: Record<string, string> = {
  '/warning': 'maintenance sends everyone there',
  '/slot/game': "a slot game's launch opens it",
};
/** Linked only for a partner (my page's partner links): reached from the partner's my page. */
const LINKED_FOR_PARTNERS = (route: string) => isPartnerPage(route) || route === '/mypage/give';
/** The member's hub: docs/rules.md#routes names "my page" among the screens; its desktop address is /mypage. */
const HUB = { desktop: '/mypage', mobile: '/myinfo' } as const;

/** Every route shape a layout's walk opens: the spec's guest and member routes, then the inferred ones. */
const shapesOf = (layout: Layout): string[] => [...coverage.routes[layout].guest, ...coverage.routes[layout].member, ...INFERRED[layout]];

/**
 * The walk's parts, by layout: a route belongs to the first part whose test it passes, so every route
 * is in exactly one (the last part takes the rest). Sized so that each file takes 20-30 s alone.
 */
const PARTS: Record<Layout, readonly [string, (route: string) => boolean][]> = {
  desktop: [
    ['partner', isPartnerPage],
    ['games', (route) => /^\/(gameway|livecasino|slotgame|slot|phishinggame|minigame)(\/|$)/.test(route)],
    ['mypage', (route) => /^\/(mypage|moneyMain)(\/|$)/.test(route)],
    ['site', () => true],
  ],
  mobile: [
    ['partner', isPartnerPage],
    ['member', () => true],
  ],
};
export type Part = 'partner' | 'games' | 'mypage' | 'site' | 'member';

const partOf = (layout: Layout, route: string): string => PARTS[layout].find(([, test]) => test(route))![0];

/**
 * Whose heading starts at the page frame's x: every screen but the guest's pages (the main page,
 * /warning, the phone's login and signup cards), the game window and the partner pages.
 */
const framed = (layout: Layout, path: string) =>
  !coverage.routes[layout].guest.includes(path) && !(path in NOT_LINKED) && !isPartnerPage(path);

/** The paths by their first segment, packed into chunks of at most `size`: one test each. */
function chunksOf(paths: readonly string[], size = 8): { title: string; paths: string[] }[] {
  const bySegment = new Map<string, string[]>();
  for (const path of paths) {
    const segment = `/${path.split('/')[1] ?? ''}`;
    bySegment.set(segment, [...(bySegment.get(segment) ?? []), path]);
  }
  const chunks: [string, string[]][][] = [];
  for (const [segment, all] of bySegment)
    for (let i = 0; i < all.length; i += size) {
      const run: [string, string[]] = [segment, all.slice(i, i + size)];
      const last = chunks.at(-1);
      if (last && last.flatMap(([, p]) => p).length + run[1].length <= size) last.push(run);
      else chunks.push([run]);
    }
  return chunks.map((runs) => ({
    title: runs.map(([segment, p]) => (p.length > 1 ? `${segment}/… ×${p.length}` : p[0]!)).join(', '),
    paths: runs.flatMap(([, p]) => p),
  }));
}

type AxeScope = 'whole' | 'main' | 'none';

/**
 * Walks one part of a layout's routes in a page of its own: a start test (the main page, my page; on
 * the desktop their links), a test per chunk of routes, and on the desktop the links and the page
 * frame held at the end.
 */
export function walkRoutes(layout: Layout, part: Part): void {
  const viewport = VIEWPORTS[layout];
  const desktop = layout === 'desktop';
  const partner = part === 'partner';
  const shapes = shapesOf(layout).filter((route) => partOf(layout, route) === part);
  const hub = HUB[layout];
  const links = new Map<string, string[]>();
  const lefts = new Map<string, number>();
  let opened: Opened | undefined;
  const browser = useFileBrowser();

  /**
   * Reaches `path` (inside the app, unless `arrive` does it another way) and checks it; returns what
   * went wrong there.
   */
  async function step(path: string, axe: AxeScope, arrive?: (page: Page) => Promise<unknown>): Promise<string[]> {
    const { page, problems, dialogs } = opened!;
    problems.length = 0;
    dialogs.length = 0;
    await (arrive ? arrive(page) : navigateInApp(page, path));
    const failures: string[] = [];
    const wrong = await settledAt(page, path);
    if (wrong) failures.push(`${path}: ${wrong}`);
    else {
      const wide = await overflowing(page);
      if (wide) failures.push(`${path}: ${wide}`);
      const violations =
        axe === 'none'
          ? ''
          : await accessibilityFailures(page, `${path}, ${layout}${partner ? ', partner' : ''}`, axe === 'main' ? { include: 'main' } : {});
      if (violations) failures.push(violations);
      if (desktop) links.set(path, [...(links.get(path) ?? []), ...(await hrefs(page))]);
      if (framed(layout, path)) lefts.set(path, await headingLeft(page));
    }
    for (const problem of [...problems, ...dialogs]) failures.push(`${path}: ${problem}`);
    return failures;
  }

  /** Loads `path` afresh (the walk's first page); the member's top bar is there once the unread count shows. */
  const load = (path: string) => async (page: Page) => {
    await page.goto(path);
    if (!partner || desktop)
      await page
        .getByRole('banner')
        .getByRole('link', { name: /안 읽은 쪽지/ })
        .waitFor();
  };

  /** The page's links with each of the side menu's game groups opened (they open on a click). */
  async function withMenuOpened(page: Page): Promise<string[]> {
    const groups = page.getByRole('navigation', { name: '주 메뉴' }).locator('button[aria-expanded]');
    await groups.first().waitFor();
    const found: string[] = [];
    for (let i = 0; i < (await groups.count()); i++) {
      const group = groups.nth(i);
      if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
      found.push(...(await hrefs(page)));
    }
    return found;
  }

  // the main page starts the part that has it (and the phone's); the desktop's other parts start at
  // my page, which the main page's top bar links to (the site part holds that): what is reached
  // from my page is reached from the main page
  const paths = shapes.map(concrete);
  const home = paths.includes('/');
  const start = desktop && !home ? hub : '/';
  const started = partner ? (desktop ? ['/partner/cashList'] : paths.slice(0, 1)) : paths.filter((path) => path === '/' || path === hub);
  const rest = paths.filter((path) => !started.includes(path));

  describe(`${layout} ${part} routes (${paths.length}) as ${partner ? 'the partner' : 'a member'} at ${viewport.width}x${viewport.height}`, () => {
    beforeAll(async () => {
      // no arrival popups over the pages (they are covered in shell.test.ts and site.test.ts)
      await setScenario('/api/etc/popupList', 'empty');
      await setScenario('/api/main/popupList', 'empty');
      if (partner) await setScenario('/api/member/info', 'partner');
      opened = await openShellPage(browser(), viewport, { member: true });
    });
    afterAll(async () => {
      await opened?.context.close();
      await clearScenarios();
    });

    if (desktop && !partner && home)
      it("the main page (axe on the whole page), its side menu's groups opened; my page from the nickname in the top bar: money, unread messages, its link groups, no partner links", async () => {
        const { page } = opened!;
        const failures = await step('/', 'whole', load('/'));
        links.set('/', [...(links.get('/') ?? []), ...(await withMenuOpened(page))]);
        failures.push(...(await step(hub, 'none', (p) => p.getByRole('banner').getByRole('link', { name: '행운의별 님' }).click())));
        const region = page.getByRole('region', { name: '마이페이지' });
        await region.getByText('1,250,000원').waitFor();
        await region.getByRole('link', { name: '안 읽은 쪽지 2개' }).waitFor();
        for (const group of ['내 정보', '충전 · 환전', '베팅', '포인트 · 쿠폰'])
          await region.getByRole('navigation', { name: group }).waitFor();
        expect(await region.getByRole('navigation', { name: '파트너' }).count()).toBe(0);
        expect(failures).toEqual([]);
      });

    if (desktop && !partner && !home)
      it(`my page${part === 'mypage' ? ' (axe)' : ''}, its side menu's groups opened`, async () => {
        const { page } = opened!;
        const failures = await step(hub, part === 'mypage' ? 'main' : 'none', load(hub));
        links.set(hub, [...(links.get(hub) ?? []), ...(await withMenuOpened(page))]);
        expect(failures).toEqual([]);
      });

    if (desktop && partner)
      it("the partner's my page (axe on the whole page) has the partner links; its top bar links to the partner pages, which have their own menu and not the member's chrome (axe on the whole page)", async () => {
        const { page } = opened!;
        const failures = await step(hub, 'whole', load(hub));
        await page.getByRole('region', { name: '마이페이지' }).getByRole('navigation', { name: '파트너' }).waitFor();
        const header = page.getByRole('banner');
        await header.getByText('강남총판 님').waitFor();
        failures.push(...(await step('/partner/cashList', 'whole', () => header.getByRole('link', { name: '파트너 페이지' }).click())));
        await page.getByRole('heading', { level: 1, name: '충환전 내역' }).waitFor();
        await page.getByRole('navigation', { name: '파트너 메뉴' }).waitFor();
        expect(await page.getByRole('navigation', { name: '주 메뉴' }).count()).toBe(0);
        expect(await page.getByText('행운의별 님').count()).toBe(0);
        await page.getByRole('link', { name: '사이트로 돌아가기' }).waitFor();
        expect(failures).toEqual([]);
      });

    if (!desktop && !partner)
      it('the main page (axe on the whole page); the nickname in the menu opens my page, and the menu closes', async () => {
        const failures = await step('/', 'whole', load('/'));
        const { page } = opened!;
        const menu = page.getByRole('dialog', { name: 'WINNER 메뉴' });
        failures.push(
          ...(await step(hub, 'main', async () => {
            await page.getByRole('button', { name: '메뉴 열기' }).click();
            await menu.getByRole('link', { name: '행운의별 님' }).click();
          })),
        );
        await menu.waitFor({ state: 'hidden' });
        expect(failures).toEqual([]);
      });

    if (!desktop && partner)
      it(`${started[0]} (axe on the whole page)`, async () => {
        expect(await step(started[0]!, 'whole', load(started[0]!))).toEqual([]);
      });

    for (const chunk of chunksOf(rest))
      it(`opens ${chunk.title}`, async () => {
        const failures: string[] = [];
        for (const path of chunk.paths) failures.push(...(await step(path, 'main')));
        expect(failures).toEqual([]);
      });

    if (desktop)
      it(
        partner
          ? "every partner page is reached by links from the partner's my page"
          : `every route of the part is reached by links from ${home ? 'the main page' : 'my page'}, and every screen's heading starts at my page's x`,
        () => {
          // my page is no route of the spec's list (docs/rules.md#routes) but the hub its links start from
          const all = [...shapesOf(layout), hub];
          if (partner) {
            const reached = reachable(hub, links, all);
            expect(
              all.filter((route) => LINKED_FOR_PARTNERS(route) && !reached.has(route)),
              "partner pages no link from the partner's my page leads to",
            ).toEqual([]);
            return;
          }
          const reached = reachable(start, links, all);
          expect(
            [...shapes, ...(home ? [hub] : [])].filter(
              (route) => route !== start && !(route in NOT_LINKED) && !LINKED_FOR_PARTNERS(route) && !reached.has(route),
            ),
            `desktop routes no link from ${start === '/' ? 'the main page' : 'my page'} leads to`,
          ).toEqual([]);
          expectOneFrame(lefts, hub, [hub, ...rest.filter((path) => framed(layout, path))]);
        },
      );
    else if (!partner)
      it("every screen's heading starts at my page's x", () => {
        expectOneFrame(
          lefts,
          hub,
          [...started, ...rest].filter((path) => framed(layout, path)),
        );
      });
  });
}

/** Every screen of `paths` had its heading read, at `hub`'s x. */
function expectOneFrame(lefts: ReadonlyMap<string, number>, hub: string, paths: readonly string[]) {
  expect(
    paths.filter((path) => !lefts.has(path)),
    'screens whose heading was not read',
  ).toEqual([]);
  const x = lefts.get(hub);
  expect(
    paths.filter((path) => lefts.get(path) !== x).map((path) => `${path}: ${lefts.get(path)}px`),
    `screens whose heading does not start at ${x}px (as ${hub})`,
  ).toEqual([]);
}
