// The money history in the browser (/mypage/money/list, phone /moneyList; inferred), against the
// mock's examples of /api/member/ledger: reached from my page on both layouts; the movements with the
// balance after each, the newest at the balance the top bar shows; a filter kept in the address;
// nothing scrolling sideways, and axe at the desktop's narrowest width (601 px). The default state's
// axe on both layouts is the route walk's (tests/e2e/routes*.test.ts, its inferred routes).
//
// The exact bodies, the CSV's every byte, the empty list and each error code's own message are the
// screen tier's (tests/screen/money-history.test.tsx); the running balance against the books is the
// sandbox's (tests/sandbox/ledger.test.ts).
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();

describe('money history', () => {
  it('desktop: from my page; the movements and the balance after each; a filter kept in the address; 601 px with axe', async () => {
    const page = await openScreen(open, DESKTOP, '/mypage');
    await page.getByRole('region', { name: '마이페이지' }).getByRole('link', { name: '머니 내역' }).click();
    await page.waitForURL('**/mypage/money/list');
    const table = page.getByRole('table', { name: '보유머니·포인트 변동 내역' });
    const first = table.getByRole('row').nth(1);
    await first.getByText('환전 신청').waitFor();
    // the newest cash movement ends at the balance the top bar shows
    await first.getByText('1,250,000원').waitFor();
    await page.getByRole('banner').getByText('1,250,000원').first().waitFor();
    expect(await table.getByRole('row').count()).toBe(11);
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'money-history-desktop');

    await page.getByRole('combobox', { name: '구분' }).click();
    await page.getByRole('option', { name: '보너스' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('kind')).toBe('bonus');

    await page.setViewportSize({ width: 601, height: 900 });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'money history, desktop at 601 px');
    await shot(page, 'money-history-desktop-601');
  });

  it('phone: from my page; a card per movement; nothing scrolling sideways', async () => {
    const page = await openScreen(open, MOBILE, '/myinfo');
    await page.getByRole('navigation', { name: '마이페이지 메뉴' }).getByRole('link', { name: '머니 내역' }).click();
    await page.waitForURL('**/moneyList');
    const cards = page.getByRole('list', { name: '보유머니·포인트 변동 내역' }).getByRole('listitem');
    await cards.first().getByText('1,250,000원').waitFor();
    expect(await cards.count()).toBe(10);
    expect(await fitsWidth(page)).toBe(true);
    await shot(page, 'money-history-mobile');
  });
});
