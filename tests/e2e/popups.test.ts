// Site popups stay out of the way: they never cover the page's main action (the first-charge
// banner's button) at 1440 or 390 px, they step aside while the member has the signup or login
// dialog open, and what the server writes in them is shown as sanitised HTML. Written as flows
// (README, "The suite's budget"): one desktop page (a reload for the server's HTML), one phone page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { setFault } from './support/mock';
import { useShellSuite } from './support/shell';

const open = useShellSuite();

/** True when the element at the centre of `name`'s link in the page is that link (nothing lies over it). */
async function actionIsUncovered(page: Page, name: string): Promise<boolean> {
  const action = page.getByRole('main').getByRole('link', { name, exact: true });
  await action.waitFor();
  return action.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
}

describe('site popups', () => {
  it("desktop: the arrival popup leaves the first-charge button uncovered; it steps aside while the signup dialog is open, and comes back when it closes; the server's HTML sanitised: markup kept, scripts and handlers gone", async () => {
    const { page } = await open(DESKTOP);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '신규 가입 이벤트' });
    await popup.waitFor();
    expect(await actionIsUncovered(page, '충전하기')).toBe(true);
    expect(await popup.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(DESKTOP.height / 2);

    await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
    // the form shown, as the member sees it before closing the dialog
    await page.getByRole('dialog', { name: '회원가입' }).getByRole('textbox', { name: '아이디', exact: true }).waitFor();
    await popup.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: '회원가입' }).waitFor({ state: 'detached' });
    await popup.waitFor();

    // a new visit whose popup the server wrote with a script, a handler and a javascript: link
    const { violations } = await setFault('/api/etc/popupList', {
      body: {
        code: '0',
        data: [
          {
            bannerIdx: 77,
            isClose: 'Y',
            title: '이벤트 안내',
            content:
              '<p><strong>주말 20%</strong> 보너스</p><img src="x" onerror="window.popupXss=1"><script>window.popupXss=2</script><a href="javascript:window.popupXss=3">링크</a>',
          },
        ],
      },
    });
    expect(violations).toEqual([]);
    await page.reload();
    const rich = page.getByRole('dialog', { name: '이벤트 안내' });
    await rich.locator('strong', { hasText: '주말 20%' }).waitFor();
    expect(await rich.locator('script, [onerror]').count()).toBe(0);
    expect(await rich.getByText('링크').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => 'popupXss' in window)).toBe(false);
    await expectAccessible(page, 'main page with a rich popup');
  });

  it('mobile: the arrival popup leaves the first-charge button uncovered', async () => {
    const { page } = await open(MOBILE);
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: '신규 가입 이벤트' });
    await popup.waitFor();
    expect(await actionIsUncovered(page, '충전하기')).toBe(true);
    expect(await popup.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(MOBILE.height / 2);
  });
});
