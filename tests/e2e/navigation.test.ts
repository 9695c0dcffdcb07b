// One page frame: a list, the coupons and the deposit start at the same x on each layout (the desktop
// side menu and the page padding, the phone's padding), and the phone's nickname in the menu opens
// its my page. That every desktop route is reached by links from the main page, and that every
// desktop screen's heading starts at one x, the route walker holds (routes.test.ts), reading each
// screen's links as it opens it.
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from './support/browser';
import { headingLeft, settledAt } from './support/links';
import { navigateInApp, useShellSuite } from './support/shell';

const open = useShellSuite();

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
