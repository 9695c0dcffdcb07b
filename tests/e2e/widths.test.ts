// The desktop layout from its first width (601 px) to 1440 px: nothing scrolls sideways, for a
// guest and for a member, on the main page and on a member screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { useShellSuite } from './support/shell';
import { setScenario } from './support/mock';

const open = useShellSuite();
const WIDTHS = [601, 640, 700, 768, 1024, 1280, 1440];

/** What sticks out past the right edge: the page's scroll width and the widest offenders. */
async function overflow(page: Page): Promise<{ scrollWidth: number; offenders: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offenders = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== 'fixed';
      })
      .slice(0, 5)
      .map(
        (el) => `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 40)} right=${Math.round(el.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, offenders };
  });
}

describe('desktop widths 601-1440', () => {
  for (const member of [false, true]) {
    it(
      `${member ? 'a member' : 'a guest'}: the main page${member ? ' and a member screen' : ''} fit every width`,
      { timeout: 120_000 },
      async () => {
        await setScenario('/api/etc/popupList', 'empty');
        await setScenario('/api/main/popupList', 'empty');
        const { page } = await open({ width: 1440, height: 900 }, { member });
        const failures: string[] = [];
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        for (const path of member ? ['/', '/mypage/info'] : ['/']) {
          if (path !== '/') {
            await page.goto(path);
            await page.getByRole('heading', { level: 1 }).first().waitFor();
          }
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            const { scrollWidth, offenders } = await overflow(page);
            if (scrollWidth > width) failures.push(`${path} at ${width}px: ${scrollWidth}px wide; ${offenders.join('; ')}`);
            if (width === WIDTHS[0]) await expectAccessible(page, `${path} at ${width} px`);
          }
        }
        expect(failures).toEqual([]);
      },
    );
  }
});
