// The deposit and withdrawal histories (the shared paged list) in Chromium against the mock, one page
// per layout. Desktop: the deposits' rows; the 7-day preset and paging through the pager in the
// address, both kept on reload, the page left by the back button; an empty period and
// an error with retry (axe on each); a delete with confirmation (axe; one request however often it
// is tapped) and its refusal in the dialog (axe); an answer of 10,000 rows leaving one page of rows
// in the document; at 601 and 768 px nothing scrolling sideways and an amount on one line; the
// withdrawals (their page 2). Phone (/chargeMain, /exchangeMain): the history tab (cards) kept in the
// address with its page through paging and reload (axe), ten cards of a 10,000-row answer, back to
// the form's tab; the withdrawal history tab. The default state's axe is the route walk's
// (tests/e2e/routes*.test.ts).
//
// The rows' and cards' words (one word per state, the timeline ending with it), the exact bodies
// (today, each page, the preset, the address's page, cashType, the delete), the list read again after
// a delete, the empty and error words, the refusal's message, the withdrawals in English and in
// Vietnamese, and the reject reason are the screen tier's (tests/screen/cash-history.test.tsx).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearScenarios, setFault, setScenario } from './support/mock';
import { confirmOnce } from './support/taps';
import { landing, navigateInApp, show, useShellSuite } from './support/shell';
import { daysBefore, seoulToday } from './support/dates';

const open = useShellSuite();
const LIST = '/api/cash/list/';
const DEPOSITS = '/mypage/charge/list';

const table = (page: Page, name: string) => page.getByRole('table', { name });

/** A server that ignores count_per_list: one answer of 10,000 deposits (the first one 123,456 won). */
const HUGE = 10_000;
const hugeAnswer = () => ({
  code: '0',
  data: {
    list: Array.from({ length: HUGE }, (_, i) => ({
      cashIdx: 900_000 - i,
      payType: 'bank',
      applyDate: '2026-11-22 23:05:00',
      waitDate: '2026-11-22 23:06:30',
      depositAmt: i === 0 ? 123_456 : 10_000 + i,
      bonusAmt: 0,
      withdrawAmt: 0,
      processDate: '2026-11-22 23:12:10',
      status: '1',
    })),
    pageInfo: { page: 1, count_per_list: HUGE, tatal_list_count: HUGE },
  },
});

describe('cash history', () => {
  it('desktop: the 7-day preset and page 2 in the address, kept on reload, back to page 1; empty; an error with retry; a delete (one request for three taps) and its refusal; a 10,000-row answer shows one page; 601 and 768 px; the withdrawals', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, DEPOSITS);
    const list = table(page, '충전 신청 목록');
    const rows = list.getByRole('row');
    await rows.nth(10).waitFor();
    expect(await rows.count()).toBe(11); // header + 10
    await rows.nth(1).getByText('100,000원').waitFor();
    const pager = page.getByRole('navigation', { name: '페이지 이동' });
    await pager.getByRole('button', { name: '3 페이지로' }).waitFor();
    expect(problems).toEqual([]);

    // The 7-day preset, then page 2 through the pager: both in the address, both kept on reload; the
    // back button returns to page 1 of the preset.
    const today = seoulToday();
    const preset = page.getByRole('button', { name: '7일', exact: true });
    await page.getByRole('group', { name: '기간 빠른 선택' }).getByRole('button', { name: '7일' }).click();
    await page.waitForURL(new RegExp(`from=${daysBefore(today, 6)}&to=${today}`));
    await expect.poll(() => preset.getAttribute('aria-pressed')).toBe('true');
    await pager.getByRole('button', { name: '2 페이지로' }).click();
    await page.waitForURL(/[?&]page=2/);
    await list.getByText('2026. 11. 21.', { exact: false }).first().waitFor();
    await page.reload();
    expect(await landing(page, DEPOSITS)).toBeNull();
    await page.getByRole('button', { name: '2 페이지 (현재)' }).waitFor();
    await list.getByText('2026. 11. 21.', { exact: false }).first().waitFor();
    await expect.poll(() => preset.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('from')).toBe(daysBefore(today, 6));
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page=') && url.search.includes('from='));
    await page.getByRole('button', { name: '1 페이지 (현재)' }).waitFor();

    // Another period with nothing in it: says so, no pager.
    await setScenario(LIST, 'empty');
    await page.getByRole('group', { name: '기간 빠른 선택' }).getByRole('button', { name: '30일' }).click();
    await page.getByText('이 기간에 충전 신청이 없습니다.').waitFor();
    expect(await pager.count()).toBe(0);
    await expectAccessible(page, 'deposit history empty, desktop');

    // Another period that fails: its message, then a retry that reads the list.
    await setScenario(LIST, 'E002');
    await page.getByRole('group', { name: '기간 빠른 선택' }).getByRole('button', { name: '오늘' }).click();
    await page.getByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.').waitFor();
    await expectAccessible(page, 'deposit history error, desktop');
    await clearScenarios();
    await page.getByRole('button', { name: '다시 시도' }).click();
    await rows.nth(10).waitFor();

    // A processed request deleted after its confirmation: one request however often tapped.
    const deleteFirst = () =>
      rows
        .nth(1)
        .getByRole('button', { name: /신청 내역 삭제$/ })
        .click();
    await deleteFirst();
    const dialog = page.getByRole('dialog', { name: '내역 삭제' });
    await dialog.getByText(/100,000원 신청 내역을 삭제할까요/).waitFor();
    await expectAccessible(page, 'delete confirmation, desktop', { include: '[role="dialog"]' });
    await confirmOnce(dialog, '삭제', '/api/cash/del');

    // The next delete is refused by the server: the dialog says so and stays.
    await setScenario('/api/cash/del', 'C503');
    await deleteFirst();
    await dialog.getByRole('button', { name: '삭제' }).click();
    await dialog.getByRole('alert').filter({ hasText: '이미 처리된 요청은 변경할 수 없습니다.' }).waitFor();
    await expectAccessible(page, 'delete refused, desktop', { include: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // A server answering 10,000 rows for a page of 10: the page's rows only, never the 10,000.
    await setFault(LIST, { body: hugeAnswer() });
    await page.getByRole('group', { name: '기간 빠른 선택' }).getByRole('button', { name: '7일' }).click();
    await rows.nth(1).getByText('123,456원').waitFor();
    expect(await rows.count()).toBe(11); // header + 10
    expect(await page.locator('tr').count()).toBeLessThanOrEqual(11);
    await clearScenarios();

    // The window made narrower as a person would: the pickers stack, the table scrolls in its own box.
    await page.getByRole('group', { name: '기간 빠른 선택' }).getByRole('button', { name: '오늘' }).click();
    await rows.nth(1).getByText('100,000원').waitFor();
    for (const width of [601, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth), { message: `${width} px` }).toBe(width);
      await rows.nth(3).waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${width} px`).toBe(widths.window);
      // an amount stays on one line
      const lines = await page
        .getByRole('cell', { name: '100,000원', exact: true })
        .first()
        .evaluate((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
      expect(lines, `${width} px`).toBe(1);
    }
    await page.setViewportSize(DESKTOP);

    // The withdrawals, in the same app (no scenario: the mock answers them for cashType out): two pages.
    await navigateInApp(page, '/mypage/exchange/list');
    expect(await landing(page, '/mypage/exchange/list')).toBeNull();
    const withdrawals = table(page, '환전 신청 목록');
    await withdrawals.getByRole('row').nth(10).waitFor();
    await withdrawals.getByRole('row').nth(1).getByRole('cell', { name: '100,000원', exact: true }).waitFor();
    await pager.getByRole('button', { name: '2 페이지로' }).click();
    await withdrawals.getByRole('row').nth(1).getByRole('cell', { name: '1,000,000원', exact: true }).waitFor();
    expect(await withdrawals.getByRole('row').count()).toBe(3);
  });

  it("phone: /chargeMain's history tab (cards) kept in the address with its page through paging and reload; a 10,000-row answer shows ten cards; back to the form; /exchangeMain's history tab", async () => {
    const { page } = await open(MOBILE, { member: true });
    await show(page, '/chargeMain');
    const tabs = page.getByRole('tablist', { name: '충전' });
    await tabs.getByRole('tab', { name: '충전 신청', selected: true }).waitFor();
    await tabs.getByRole('tab', { name: '충전 내역' }).click();
    await page.waitForURL(/[?&]view=history/);
    const cards = page.getByRole('list', { name: '충전 신청 목록' });
    await cards.getByRole('listitem').nth(3).waitFor();
    await setScenario(LIST, 'page2');
    await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('button', { name: '2 페이지로' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('view') === 'history');
    await page.reload();
    await page.getByRole('tab', { name: '충전 내역', selected: true }).waitFor();
    await page.getByRole('button', { name: '2 페이지 (현재)' }).waitFor();
    await expectAccessible(page, 'deposit history tab, mobile');
    // a server answering 10,000 rows for a page of 10: ten cards, never the 10,000
    await setFault(LIST, { body: hugeAnswer() });
    await page.getByRole('group', { name: '기간 빠른 선택' }).getByRole('button', { name: '7일' }).click();
    await cards.getByRole('listitem').first().getByText('123,456원', { exact: false }).waitFor();
    expect(await cards.locator(':scope > li').count()).toBe(10); // (a card's own timeline is a list too)
    // back to the request: the form's tab, the list's parameters gone
    await page.getByRole('tab', { name: '충전 신청' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await clearScenarios();

    // the withdrawal history tab, in the same app: the withdrawals themselves
    await navigateInApp(page, '/exchangeMain?view=history');
    expect(await landing(page, '/exchangeMain')).toBeNull();
    await page.getByRole('tab', { name: '환전 내역', selected: true }).waitFor();
    await page
      .getByRole('list', { name: '환전 신청 목록' })
      .getByRole('listitem')
      .first()
      .getByText('100,000원', { exact: false })
      .waitFor();
  });
});
