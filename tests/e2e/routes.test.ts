// The route walker: every route of coverage.json, desktop at 1440x900 and mobile at 390x844, opened
// as the logged-in member tester01 against the mock. One browser, one page per layout; after the
// first load each route is reached inside the app (history + popstate), the way a member moves.
// A route fails when it errors (page error, console error, an alert), lands somewhere else, shows
// no level-1 heading, or has a serious or critical accessibility violation (axe, once it has landed:
// the whole page on a walk's first route, then its <main>, the chrome being the same on each).
// The partner pages (/partner/..., /stributor, /striNew, /mypage/stributor_mypage; the phone's /partner)
// send a member who is not a partner away (docs/rules.md#roles): they are walked
// after the others, in a second page, as the partner member (member info example `partner`).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityFailures } from './support/axe';
import { DESKTOP, launch, MOBILE, release } from './support/browser';
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

const PARTNER_ONLY = ['/partner', '/stributor', '/striNew', '/mypage/stributor_mypage'];
const isPartnerPage = (path: string) => path.startsWith('/partner/') || PARTNER_ONLY.includes(path);

/** Reaches each path inside the app; what went wrong on each is added to `failures`. */
async function walk(
  opened: { page: Page; problems: string[]; dialogs: string[] },
  paths: readonly string[],
  name: string,
  failures: string[],
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
    }
    for (const problem of [...problems, ...dialogs]) failures.push(`${path}: ${problem}`);
  }
}

describe('route walker', () => {
  for (const layout of layouts) {
    const all = [...layout.routes.guest, ...layout.routes.member].map(concrete);
    const paths = all.filter((path) => !isPartnerPage(path));
    const partnerPaths = all.filter(isPartnerPage);

    it(
      `opens all ${paths.length} ${layout.name} routes as a member at ${layout.viewport.width}x${layout.viewport.height}`,
      // every route with its data and an axe check: real screens take longer than placeholders did
      { timeout: 300_000 },
      async () => {
        const { context, page, problems, dialogs } = await openShellPage(browser, layout.viewport, { member: true });
        const failures: string[] = [];
        await page.goto('/');
        expect(await landing(page, '/', 15_000)).toBeNull();
        await page
          .getByRole('banner')
          .getByRole('link', { name: /안 읽은 쪽지/ })
          .waitFor();
        await walk({ page, problems, dialogs }, paths, layout.name, failures);
        await context.close();
        if (partnerPaths.length > 0) {
          await setScenario('/api/member/info', 'partner');
          const partner = await openShellPage(browser, layout.viewport, { member: true });
          await partner.page.goto('/');
          expect(await landing(partner.page, '/', 15_000)).toBeNull();
          await walk(partner, partnerPaths, `${layout.name}, partner`, failures);
          await partner.context.close();
          await clearScenarios();
          await setScenario('/api/etc/popupList', 'empty');
          await setScenario('/api/main/popupList', 'empty');
        }
        expect(failures).toEqual([]);
      },
    );
  }
});
