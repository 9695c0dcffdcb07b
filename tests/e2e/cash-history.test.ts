// The deposit and withdrawal histories (the shared paged list) in Chromium against the mock: rows,
// empty, error with retry, paging through the address and the pager (kept on reload), a date
// preset, delete with confirmation; an answer of 10,000 rows leaves one page of rows in the document
// (table and cards). Desktop at 1440×900; the mobile app has no route to these
// screens (docs/rules.md#routes lists none).
//
// Written as flows (README, "The suite's budget"): the list is paged, filtered, found empty and
// failing one step after another in the same page; deleting and its refusal are one flow.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearScenarios, requestCount, requestsTo, setFault, setScenario } from './support/mock';
import { confirmOnce } from './support/taps';
import { landing, show, useShellSuite } from './support/shell';
import { daysBefore, seoulToday } from './support/dates';

const open = useShellSuite();
const LIST = '/api/cash/list/';
const DEPOSITS = '/mypage/charge/list';

const table = (page: Page, name: string) => page.getByRole('table', { name });
const lastListBody = async () => (await requestsTo(LIST)).at(-1)?.body as Record<string, unknown> | undefined;

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

describe('deposit history (desktop)', () => {
  it('page 1 of today (rows, labels, timelines, the exact body); paging through the pager, a reload and the address; the 7-day preset; empty; an error with retry', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, DEPOSITS);
    const list = table(page, '충전 신청 목록');
    const rows = list.getByRole('row');
    await rows.nth(10).waitFor();
    expect(await rows.count()).toBe(11); // header + 10
    const first = rows.nth(1);
    await first.getByText('100,000원').waitFor();
    await first.getByText('10,000원').waitFor(); // bonus
    for (const label of ['완료', '대기', '신청', '취소']) expect(await list.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
    // one word per state: the status column's word ends the timeline too (issue 23 §4: not 취소 and 거절)
    await first.getByRole('list', { name: '처리 과정' }).getByText('완료', { exact: true }).waitFor();
    let decided = 0;
    for (const row of (await rows.all()).slice(1)) {
      const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
      const status = cells.find((text) => text === '완료' || text === '취소');
      if (status === undefined) continue;
      decided++;
      expect(await row.getByRole('list', { name: '처리 과정' }).getByRole('listitem').last().innerText()).toContain(status);
    }
    expect(decided).toBeGreaterThan(1);
    expect(await list.getByText(/승인|거절/).count()).toBe(0);
    const today = seoulToday();
    expect(await lastListBody()).toEqual({
      siteId: 'winner',
      page: 1,
      count_per_list: 10,
      startDate: today,
      endDate: today,
      cashType: 'in',
    });
    const pager = page.getByRole('navigation', { name: '페이지 이동' });
    await pager.getByRole('button', { name: '3 페이지로' }).waitFor();
    await expectAccessible(page, 'deposit history with rows, desktop');
    expect(problems).toEqual([]);

    // Page 2 through the pager, in the address, kept on reload; back to page 1 (the mock answers the page asked).
    await pager.getByRole('button', { name: '2 페이지로' }).click();
    await page.waitForURL(/[?&]page=2/);
    await list.getByText('2026. 11. 21.', { exact: false }).first().waitFor();
    await expect.poll(async () => (await lastListBody())?.page).toBe(2);
    await page.reload();
    expect(await landing(page, DEPOSITS)).toBeNull();
    await page.getByRole('button', { name: '2 페이지 (현재)' }).waitFor();
    await expect.poll(async () => (await lastListBody())?.page).toBe(2);
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('page='));
    await clearScenarios();

    // Page 3 opened from the address.
    await show(page, `${DEPOSITS}?page=3`);
    await page.getByRole('button', { name: '3 페이지 (현재)' }).waitFor();
    await expect.poll(async () => (await lastListBody())?.page).toBe(3);
    await expectAccessible(page, 'deposit history page 3, desktop');

    // The 7-day preset asks for the last seven Seoul days and keeps them in the address.
    await page.getByRole('group', { name: '기간 빠른 선택' }).getByRole('button', { name: '7일' }).click();
    const from = daysBefore(today, 6);
    await page.waitForURL(new RegExp(`from=${from}&to=${today}`));
    await expect.poll(async () => (await lastListBody())?.startDate).toBe(from);
    expect((await lastListBody())?.endDate).toBe(today);
    expect(await page.getByRole('button', { name: '7일', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    expect(await landing(page, DEPOSITS)).toBeNull();
    expect(await page.getByRole('button', { name: '7일', exact: true }).getAttribute('aria-pressed')).toBe('true');

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
  });

  it('deletes a processed request after confirmation (one request however often tapped, the list read again); a refused delete (C503) says why in the dialog and keeps it open; a 10,000-row answer shows one page', async () => {
    const { page } = await open(DESKTOP, { member: true });
    await show(page, DEPOSITS);
    const deleteFirst = () =>
      table(page, '충전 신청 목록')
        .getByRole('row')
        .nth(1)
        .getByRole('button', { name: /신청 내역 삭제$/ })
        .click();
    await deleteFirst();
    const dialog = page.getByRole('dialog', { name: '내역 삭제' });
    await dialog.getByText(/100,000원 신청 내역을 삭제할까요/).waitFor();
    await expectAccessible(page, 'delete confirmation, desktop', { include: '[role="dialog"]' });
    const listed = await requestCount(LIST);
    const sent = await confirmOnce(dialog, '삭제', '/api/cash/del');
    expect(sent[0]?.body).toEqual({ siteId: 'winner', cashIdxList: [3323] });
    await expect.poll(async () => await requestCount(LIST)).toBeGreaterThan(listed);

    // The next delete is refused by the server.
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
    const rows = table(page, '충전 신청 목록').getByRole('row');
    await rows.nth(1).getByText('123,456원').waitFor();
    expect(await rows.count()).toBe(11); // header + 10
    expect(await page.locator('tr').count()).toBeLessThanOrEqual(11);
  });
});

describe('withdrawal history', () => {
  it('desktop in English: the withdrawals themselves (their amounts, never 0), labels, cashType out; page 2 of them', async () => {
    // No scenario: the mock answers withdrawals because cashType out was asked (the contract's x-mock-pick).
    const { page } = await open(DESKTOP, { member: true, language: 'en' });
    await show(page, '/mypage/exchange/list');
    const list = table(page, 'Withdrawal requests');
    await list.getByRole('row').nth(10).waitFor();
    await list.getByRole('columnheader', { name: 'Withdrawal amount' }).waitFor();
    expect(await list.getByRole('columnheader', { name: 'Bonus' }).count()).toBe(0);
    await list.getByText('Completed', { exact: true }).first().waitFor();
    await list.getByRole('row').nth(1).getByRole('cell', { name: '₩100,000', exact: true }).waitFor();
    await list.getByRole('row').nth(2).getByRole('cell', { name: '₩50,000', exact: true }).waitFor();
    expect(await list.getByRole('cell', { name: '₩0', exact: true }).count()).toBe(0);
    expect((await lastListBody())?.cashType).toBe('out');
    await expectAccessible(page, 'withdrawal history, desktop, English');
    // two pages of withdrawals (not the deposits' three); page 2 holds the last two
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect(await pager.getByRole('button', { name: 'Go to page 3' }).count()).toBe(0);
    await pager.getByRole('button', { name: 'Go to page 2' }).click();
    await list.getByRole('row').nth(1).getByRole('cell', { name: '₩1,000,000', exact: true }).waitFor();
    expect(await list.getByRole('row').count()).toBe(3);
    expect(await lastListBody()).toMatchObject({ cashType: 'out', page: 2 });
  });
});

describe('narrow desktop', () => {
  it('at 601 and 768 px the page never scrolls sideways: the pickers stack, the table scrolls in its own box', async () => {
    // One page, the window resized as a person would: the layout follows the width.
    const { page } = await open({ width: 601, height: 900 }, { member: true });
    await show(page, DEPOSITS);
    for (const width of [601, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth), { message: `${width} px` }).toBe(width);
      await table(page, '충전 신청 목록').getByRole('row').nth(3).waitFor();
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
  });
});

describe('mobile', () => {
  it('/chargeMain: the history is the second tab (cards, one word per state), kept in the address with its page through paging and reload', async () => {
    const { page } = await open(MOBILE, { member: true });
    await show(page, '/chargeMain');
    const tabs = page.getByRole('tablist', { name: '충전' });
    await tabs.getByRole('tab', { name: '충전 신청', selected: true }).waitFor();
    await tabs.getByRole('tab', { name: '충전 내역' }).click();
    await page.waitForURL(/[?&]view=history/);
    const cards = page.getByRole('list', { name: '충전 신청 목록' });
    await cards.getByRole('listitem').nth(3).waitFor();
    expect((await lastListBody())?.cashType).toBe('in');
    // one word per state on the cards too (issue 23 §4): a decided request's word ends its timeline
    let decided = 0;
    for (const card of await cards.locator(':scope > li').all()) {
      const timeline = card.getByRole('list', { name: '처리 과정' });
      for (const word of ['완료', '취소']) {
        const outside = (await card.getByText(word, { exact: true }).count()) - (await timeline.getByText(word, { exact: true }).count());
        if (outside === 0) continue;
        decided++;
        expect(await timeline.getByRole('listitem').last().innerText()).toContain(word);
      }
    }
    expect(decided).toBeGreaterThan(1);
    expect(await cards.getByText(/승인|거절/).count()).toBe(0);
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
  });

  it('/exchangeMain in Vietnamese: the withdrawal history tab, the withdrawals themselves', async () => {
    const { page } = await open(MOBILE, { member: true, language: 'vi' });
    await show(page, '/exchangeMain?view=history');
    await page.getByRole('tab', { name: 'Lịch sử rút tiền', selected: true }).waitFor();
    const cards = page
      .getByRole('list')
      .filter({ has: page.getByRole('listitem') })
      .first();
    await cards.waitFor();
    // the first withdrawal's amount, asked with cashType out and answered so (no scenario)
    await cards.getByRole('listitem').first().getByText('100.000 ₩', { exact: false }).waitFor();
    expect((await lastListBody())?.cashType).toBe('out');
    await expectAccessible(page, 'withdrawal history tab, mobile, Vietnamese');
  });
});
