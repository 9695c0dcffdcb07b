// The desktop layout from its first width (601 px) to 1440 px: nothing scrolls sideways, for a
// guest and for a member, on the main page and on a member screen; axe on the whole page at 601 px.
// A member's pages at 1440 px (and the phone's at 390 px) are the route walk's: it holds every route
// to its width (tests/e2e/support/route-walk.ts), so the member's run here stops short of 1440 px.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { overflowing } from './support/layout';
import { landing, navigateInApp, useShellSuite } from './support/shell';
import { setScenario } from './support/mock';

const open = useShellSuite();
const WIDTHS = [601, 640, 700, 768, 1024, 1280, 1440];

describe('desktop widths 601-1440', () => {
  for (const member of [false, true]) {
    it(
      `${member ? 'a member' : 'a guest'}: the main page${member ? ' and a member screen' : ''} fit every width`,
      { timeout: 120_000 },
      async () => {
        await setScenario('/api/etc/popupList', 'empty');
        await setScenario('/api/main/popupList', 'empty');
        const { page } = await open(DESKTOP, { member });
        const failures: string[] = [];
        await page.goto('/');
        expect(await landing(page, '/')).toBeNull();
        for (const path of member ? ['/', '/mypage/info'] : ['/']) {
          if (path !== '/') {
            await navigateInApp(page, path);
            expect(await landing(page, path)).toBeNull();
          }
          for (const width of member ? WIDTHS.filter((w) => w !== DESKTOP.width) : WIDTHS) {
            await page.setViewportSize({ width, height: DESKTOP.height });
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            const wide = await overflowing(page);
            if (wide) failures.push(`${path} at ${width}px: ${wide}`);
            if (width === WIDTHS[0]) await expectAccessible(page, `${path} at ${width} px`);
          }
        }
        expect(failures).toEqual([]);
      },
    );
  }
});
