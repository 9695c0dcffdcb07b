// The route walker: every route of coverage.json, desktop at 1440x900 and mobile at 390x844, opened
// as the logged-in member tester01 against the mock. One browser, one page per layout; after the
// first load each route is reached inside the app (history + popstate), the way a member moves.
// A route fails when it errors (page error, console error, an alert), lands somewhere else, shows
// no level-1 heading, or has a serious or critical accessibility violation (axe, once it has landed:
// the whole page on a walk's first route, then its <main>, the chrome being the same on each).
// The partner pages (/partner/..., /stributor, /striNew, /mypage/stributor_mypage; the phone's /partner)
// send a member who is not a partner away (docs/rules.md#roles): they are walked
// after the others, in a second page, as the partner member (member info example `partner`).
//
// On the desktop walk each screen's own links are read too (a[href], and on the main page those of
// the side menu's groups opened), and two more things are held:
// - every desktop route of the spec is reached by links from the main page (the nickname → my page,
//   the menus, the screens), and every partner page from the partner's my page; not by links, by
//   design: /warning (maintenance sends everyone there) and /slot/game (the game window a slot
//   game's launch opens);
// - every screen's level-1 heading starts at the same x (one page frame), the main page, /warning
//   and /slot/game aside (they have no side menu, or no frame).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityFailures } from './support/axe';
import { DESKTOP, launch, MOBILE, release } from './support/browser';
import { headingLeft, hrefs, reachable, settledAt } from './support/links';
import { clearScenarios, setScenario } from './support/mock';
import { concrete, coverage, landing, navigateInApp, openShellPage } from './support/shell';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
  // no arrival popups over the pages (they are covered in shell.test.ts)
  await setScenario('/api/etc/popupList', 'empty');
  await setScenario('/api/main/popupList', 'empty');
});
afterAll(async () => {
  await clearScenarios();
  await release(browser);
});

const layouts = [
  { name: 'desktop', viewport: DESKTOP, routes: coverage.routes.desktop },
  { name: 'mobile', viewport: MOBILE, routes: coverage.routes.mobile },
] as const;

/**
 * Routes beyond the spec's list that the walk opens too: screens of inferred operations (the contract's
 * `x-source: inferred`), at their address in each layout (docs/rules.md#money-history).
 */
const INFERRED: Record<'desktop' | 'mobile', readonly string[]> = { desktop: ['/mypage/money/list'], mobile: ['/moneyList'] };

const PARTNER_ONLY = ['/partner', '/stributor', '/striNew', '/mypage/stributor_mypage'];
const isPartnerPage = (path: string) => path.startsWith('/partner/') || PARTNER_ONLY.includes(path);
/** Routes no link leads to, by design, with why. */
const NOT_LINKED: Record<string, string> = {
  '/warning': 'maintenance sends everyone there',
  '/slot/game': "a slot game's launch opens it",
};
/** Linked only for a partner (my page's partner links): reached from the partner's my page. */
const LINKED_FOR_PARTNERS = (path: string) => isPartnerPage(path) || path === '/mypage/give';
/** The member's hub: docs/rules.md#routes names "my page" among the screens; its desktop address is /mypage. */
const HUB = '/mypage';

/** What the desktop walk reads on each screen: its links, and where its heading starts. */
interface Reading {
  links: Map<string, string[]>;
  left: Map<string, number>;
}

/** Reaches each path inside the app; what went wrong on each is added to `failures`. */
async function walk(
  opened: { page: Page; problems: string[]; dialogs: string[] },
  paths: readonly string[],
  name: string,
  failures: string[],
  reading?: Reading,
) {
  const { page, problems, dialogs } = opened;
  for (const [index, path] of paths.entries()) {
    problems.length = 0;
    dialogs.length = 0;
    await navigateInApp(page, path);
    const wrong = await landing(page, path);
    if (wrong) failures.push(`${path}: ${wrong}`);
    else {
      // the whole page on the first route, then the page's own part: the chrome around <main> is the
      // same on every route of the walk (and checked on its own in accessibility.test.ts and shell.test.ts)
      const axe = await accessibilityFailures(page, `${path}, ${name}`, index === 0 ? {} : { include: 'main' });
      if (axe) failures.push(axe);
      if (reading) {
        const busy = await settledAt(page, path);
        if (busy) failures.push(`${path}: ${busy}`);
        reading.links.set(path, [...(reading.links.get(path) ?? []), ...(await hrefs(page))]);
        if (!(path in NOT_LINKED) && path !== '/' && !isPartnerPage(path)) reading.left.set(path, await headingLeft(page));
      }
    }
    for (const problem of [...problems, ...dialogs]) failures.push(`${path}: ${problem}`);
  }
}

describe('route walker', () => {
  for (const layout of layouts) {
    const all = [...layout.routes.guest, ...layout.routes.member, ...INFERRED[layout.name]].map(concrete);
    const paths = all.filter((path) => !isPartnerPage(path));
    const partnerPaths = all.filter(isPartnerPage);

    it(
      `opens all ${paths.length} ${layout.name} routes as a member at ${layout.viewport.width}x${layout.viewport.height}`,
      // every route with its data and an axe check: real screens take longer than placeholders did
      { timeout: 300_000 },
      async () => {
        const { context, page, problems, dialogs } = await openShellPage(browser, layout.viewport, { member: true });
        const failures: string[] = [];
        const desktop = layout.name === 'desktop';
        const member: Reading | undefined = desktop ? { links: new Map(), left: new Map() } : undefined;
        await page.goto('/');
        expect(await landing(page, '/', 15_000)).toBeNull();
        const banner = page.getByRole('banner');
        await banner.getByRole('link', { name: /안 읽은 쪽지/ }).waitFor();
        if (member) {
          // the nickname in the top bar links to my page, the hub; the side menu's game groups open on
          // a click and their links count as the main page's
          const groups = page.getByRole('navigation', { name: '주 메뉴' }).locator('button[aria-expanded]');
          await groups.first().waitFor();
          const menuLinks: string[] = [];
          for (let i = 0; i < (await groups.count()); i++) {
            const group = groups.nth(i);
            if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
            menuLinks.push(...(await hrefs(page)));
          }
          member.links.set('/', menuLinks);
          // the nickname clicked: my page, the hub, with the member's money, messages and link groups
          await banner.getByRole('link', { name: '행운의별 님' }).click();
          expect(await settledAt(page, HUB)).toBeNull();
          const hub = page.getByRole('region', { name: '마이페이지' });
          await hub.getByText('1,250,000원').waitFor();
          await hub.getByRole('link', { name: '안 읽은 쪽지 2개' }).waitFor();
          for (const group of ['내 정보', '충전 · 환전', '베팅', '포인트 · 쿠폰'])
            await hub.getByRole('navigation', { name: group }).waitFor();
          expect(await hub.getByRole('navigation', { name: '파트너' }).count()).toBe(0);
          member.links.set(HUB, await hrefs(page));
          member.left.set(HUB, await headingLeft(page));
        }
        await walk({ page, problems, dialogs }, paths, layout.name, failures, member);
        await context.close();
        const partner: Reading | undefined = desktop ? { links: new Map(), left: new Map() } : undefined;
        if (partnerPaths.length > 0) {
          await setScenario('/api/member/info', 'partner');
          const opened = await openShellPage(browser, layout.viewport, { member: true });
          await opened.page.goto('/');
          expect(await landing(opened.page, '/', 15_000)).toBeNull();
          // on the desktop the partner's my page first: where its partner links start
          await walk(opened, desktop ? [HUB, ...partnerPaths] : partnerPaths, `${layout.name}, partner`, failures, partner);
          await opened.context.close();
          await clearScenarios();
          await setScenario('/api/etc/popupList', 'empty');
          await setScenario('/api/main/popupList', 'empty');
        }
        if (member && partner) {
          // my page is no route of the spec's list (docs/rules.md#routes) but the hub its links start from
          const shapes = [...layout.routes.guest, ...layout.routes.member, HUB];
          const reached = reachable('/', member.links, shapes);
          expect(
            shapes.filter((r) => r !== '/' && !(r in NOT_LINKED) && !LINKED_FOR_PARTNERS(r) && !reached.has(r)),
            'desktop routes no link from the main page leads to',
          ).toEqual([]);
          const reachedByPartner = reachable(HUB, partner.links, shapes);
          expect(
            shapes.filter((r) => LINKED_FOR_PARTNERS(r) && !reachedByPartner.has(r)),
            "partner pages no link from the partner's my page leads to",
          ).toEqual([]);
          const lefts = [...member.left.entries()];
          const first = lefts[0]![1];
          expect(
            lefts.filter(([, x]) => x !== first).map(([path, x]) => `${path}: ${x}px`),
            `screens whose heading does not start at ${first}px (as ${lefts[0]![0]})`,
          ).toEqual([]);
          expect(member.left.size).toBeGreaterThan(30);
        }
        expect(failures).toEqual([]);
      },
    );
  }
});
