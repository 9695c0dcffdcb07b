// The coupon screens in the browser, one page per layout. Desktop, moving inside the app:
// /mypage/coupon/use (the unused coupons, a use confirmed, T999 in the dialog with axe, then one
// request however often it is tapped and the new cash and points); /mypage/coupon/gift (C302 under
// the recipient and T999 above the form with axe, then the gift); /mypage/coupon/list (paging and
// the state filter in the address, empty). Mobile /couponMain: use / gift / history tabs, the tab in
// the address kept on reload, cards, nothing overflowing (axe on the history tab). The default
// state's axe is the route walk's (tests/e2e/routes*.test.ts).
//
// The exact bodies (the coupons and the history asked, each use and gift), the balance and coupons
// read again, each refusal's own message (T999 and E002 in the use dialog; own id and a bad id
// before sending, C302 and T999 for the gift) with what was typed kept, and the history in English
// (its words, amounts and recipients) are the screen tier's (tests/screen/coupons.test.tsx, README
// "Tests"): they do not need a browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { clearRequests, expectSentOnce, setScenario } from './support/mock';
import { landing, navigateInApp, openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';
import { tenClicks } from './support/taps';

const open = useShellSuite();
const LIST = '/api/coupon/list';
const USE = '/api/coupon/use';
const GIFT = '/api/coupon/gift';

/** Another coupon screen inside the running app (no reload). */
async function go(page: Page, path: string) {
  await navigateInApp(page, path);
  expect(await landing(page, path)).toBeNull();
}

describe('coupons', () => {
  it('desktop: the unused coupons, T999 in the use dialog, then one request and the new cash and points; the gift: C302 under the recipient, T999 above, typed kept, then given; the history paged and filtered in the address, empty', async () => {
    const page = await openScreen(open, DESKTOP, '/mypage/coupon/use');
    const cards = page.getByRole('region', { name: /사용 가능한 쿠폰/ }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(3);
    const weekend = cards.filter({ hasText: '주말 보너스 쿠폰' });
    await weekend.getByText('10,000원', { exact: true }).waitFor();
    await weekend.getByText('캐시 쿠폰').waitFor();
    await weekend.getByText('2026. 11. 30.까지', { exact: false }).waitFor();
    await cards.filter({ hasText: '출석 포인트 쿠폰' }).getByText('3,000P', { exact: true }).waitFor();
    await cards.filter({ hasText: '선물 쿠폰' }).getByText('friend77님의 선물').waitFor();
    expect(await page.getByText('사용 완료').count()).toBe(0); // used, gifted, expired coupons are not offered
    await shot(page, 'coupon-use-desktop');

    await page.getByRole('button', { name: '주말 보너스 쿠폰 사용하기' }).click();
    const dialog = page.getByRole('dialog', { name: '쿠폰을 사용할까요?' });
    await dialog.getByText('주말 보너스 쿠폰을 사용하면 10,000원이 보유머니에 더해집니다.', { exact: false }).waitFor();
    const ok = dialog.getByRole('button', { name: '사용하기' });
    await setScenario(USE, 'T999', 1);
    await ok.click();
    await dialog.getByRole('alert').filter({ hasText: '이미 처리되었거나 중복된 거래입니다.' }).waitFor();
    await expectAccessible(page, 'coupon use refused (T999), desktop', { include: '[role="dialog"]' });
    await shot(page, 'coupon-use-desktop-T999');
    await clearRequests();
    await tenClicks(ok);
    await page.getByText('쿠폰을 사용했습니다(주말 보너스 쿠폰). 보유머니 1,260,000원 · 포인트 35,200P').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // racing clicks: only the browser's own clicks can show that ten of them send one request
    await expectSentOnce(USE);
    await page.getByRole('link', { name: '쿠폰 내역 보기' }).waitFor();
    await shot(page, 'coupon-use-desktop-done');

    // The gift, in the same app.
    await go(page, '/mypage/coupon/gift');
    const form = page.getByRole('form', { name: '쿠폰 선물' });
    const coupon = form.getByRole('combobox', { name: /쿠폰/ });
    await coupon.locator('option', { hasText: '주말 보너스 쿠폰 · 10,000원' }).waitFor({ state: 'attached' });
    await coupon.selectOption({ label: '주말 보너스 쿠폰 · 10,000원' });
    const target = form.getByRole('textbox', { name: /받는 회원 아이디/ });
    const submit = form.getByRole('button', { name: '쿠폰 선물하기' });
    await target.fill('friend77');
    const confirmAnd = async () => {
      await submit.click();
      const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
      await confirm.getByText('friend77님에게 쿠폰을 선물할까요?', { exact: false }).waitFor();
      await confirm.getByText('주말 보너스 쿠폰 · 10,000원', { exact: false }).waitFor();
      return confirm.getByRole('button', { name: '확인' });
    };
    await setScenario(GIFT, 'C302', 1);
    await (await confirmAnd()).click();
    await form
      .locator('.MuiFormHelperText-root', { hasText: '받을 회원을 확인해 주세요. 아이디가 맞는지, 받을 수 있는 회원인지 확인해 주세요.' })
      .waitFor();
    expect(await target.inputValue()).toBe('friend77');
    await expectAccessible(page, 'coupon gift refused (C302), desktop');
    await shot(page, 'coupon-gift-desktop-C302');
    await setScenario(GIFT, 'T999', 1);
    await (await confirmAnd()).click();
    await form.getByRole('alert').filter({ hasText: '이미 처리되었거나 중복된 거래입니다.' }).waitFor();
    expect(await target.inputValue()).toBe('friend77');
    await expectAccessible(page, 'coupon gift failed (T999), desktop');
    await shot(page, 'coupon-gift-desktop-T999');

    await (await confirmAnd()).click();
    await page.getByText('friend77님에게 쿠폰을 선물했습니다(주말 보너스 쿠폰).').waitFor();
    expect(await form.getByRole('textbox', { name: /받는 회원 아이디/ }).inputValue()).toBe('');

    // The history: page 2 and the state filter in the address, then an empty period.
    await go(page, '/mypage/coupon/list');
    const rows = page.getByRole('table', { name: '쿠폰 내역' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(11);
    await shot(page, 'coupon-list-desktop');
    await setScenario(LIST, 'page2');
    await page.getByRole('button', { name: '2 페이지로' }).click();
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => rows.count()).toBe(4);
    await setScenario(LIST, 'empty');
    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByRole('option', { name: '기간 만료' }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'expired' && !url.searchParams.has('page'));
    await page.getByText('이 기간에 받은 쿠폰이 없습니다.').waitFor();
  });

  it('mobile /couponMain: use, gift and history as tabs, the tab in the address; cards, nothing overflowing', async () => {
    const page = await openScreen(open, MOBILE, '/couponMain');
    const tabs = page.getByRole('tablist', { name: '쿠폰 메뉴' });
    await tabs.getByRole('tab', { name: '쿠폰 사용', selected: true }).waitFor();
    await page.getByRole('button', { name: '주말 보너스 쿠폰 사용하기' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'coupon-main-mobile-use');

    await tabs.getByRole('tab', { name: '쿠폰 내역' }).click();
    await page.waitForURL(/[?&]view=list/);
    const cards = page.getByRole('list', { name: '쿠폰 내역' }).getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(10);
    await cards.first().getByText('미사용').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'coupons history tab, mobile');
    await shot(page, 'coupon-main-mobile-list');

    await tabs.getByRole('tab', { name: '쿠폰 선물' }).click();
    await page.waitForURL(/[?&]view=gift/);
    await page
      .getByRole('form', { name: '쿠폰 선물' })
      .getByRole('textbox', { name: /받는 회원 아이디/ })
      .waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'coupon-main-mobile-gift');
    await page.reload();
    expect(await landing(page, '/couponMain')).toBeNull();
    await tabs.getByRole('tab', { name: '쿠폰 선물', selected: true }).waitFor();
  });
});
