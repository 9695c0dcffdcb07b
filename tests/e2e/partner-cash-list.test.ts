// The partner cash list (/partner/cashList) on the shared server grid in the browser, against the
// mock, as the partner member (member info example `partner`), in one desktop page: page 1, then page
// 2 through the grid's pager with other rows, a sort by the column header and the filters kept in the
// address; the totals; the columns chosen kept for the partner over a reload (with the search); the
// empty state and an error with retry, each with axe; the grid's own words in English (the language
// switched in the page, axe). A normal member is told the page is for partners and sent to the main
// page. The default state's axe is the route walk's (tests/e2e/routes*.test.ts, as the partner).
//
// The rows' words, the exact bodies (today's first page, page 2, the sort each way, the CSV's every
// page, the filters, the retry), the empty list's words and the error's own message, and the cards
// in English are the screen tier's (tests/screen/partner-cash-list.test.tsx).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { setScenario } from './support/mock';
import { show, useShellSuite, waitForDialogs } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();
const LIST = '/api/partner/cashList';
const PAGE = '/partner/cashList';

const query = (page: Page) => new URL(page.url()).searchParams;

describe('partner cash list', () => {
  it('desktop partner: page 1 and page 2 (other rows) through the grid pager; a sort and the filters in the address; totals; the columns chosen kept after a reload; empty; an error with retry; in English', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, PAGE);
    const grid = page.getByRole('grid', { name: '하위 회원 충환전 내역' });
    await grid.getByText('역삼매장 (store01)').first().waitFor();
    expect(await grid.getByRole('row').count()).toBe(11); // header + 10
    await grid.getByRole('gridcell', { name: '50,000원', exact: true }).first().waitFor();
    // completed requests only (docs/rules.md#partner-money)
    await page.getByRole('region', { name: '합계 (조건 전체)' }).getByText('950,000원').waitFor();
    await page.getByText('1–10 / 14').waitFor();
    await shot(page, 'cash-list-desktop');

    // page 2: other rows, in the address
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await grid.getByRole('gridcell', { name: '700,000원' }).waitFor();
    expect(await grid.getByRole('row').count()).toBe(5);
    expect(await grid.getByRole('gridcell', { name: '50,000원', exact: true }).count()).toBe(0);
    expect(query(page).get('page')).toBe('2');

    // a sort by deposit: descending first, then ascending, back to page 1, in the address
    const deposit = grid.getByRole('columnheader', { name: '충전금액' });
    await deposit.click();
    await expect.poll(() => deposit.getAttribute('aria-sort')).toBe('descending');
    await deposit.click();
    await expect.poll(() => deposit.getAttribute('aria-sort')).toBe('ascending');
    expect(query(page).get('sort')).toBe('depositAmt');
    expect(query(page).get('dir')).toBe('asc');
    expect(query(page).get('page')).toBeNull();

    // filters: withdrawals only, then a member; each in the address
    await page.getByRole('combobox', { name: '구분' }).click();
    await page.getByRole('option', { name: '환전' }).click();
    await page.getByText('1–4 / 4').waitFor();
    const search = page.getByRole('searchbox', {
      name: '회원 아이디 또는 닉네임',
    });
    await search.fill('store01');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => query(page).get('search')).toBe('store01');

    // the choice of columns survives a reload (kept for this partner)
    await page.getByRole('button', { name: '열 목록' }).click();
    const panel = page.getByRole('tooltip');
    await panel.getByRole('checkbox', { name: '방식' }).uncheck();
    await page.keyboard.press('Escape');
    expect(await grid.getByRole('columnheader', { name: '방식' }).count()).toBe(0);
    await page.reload();
    await grid.getByRole('columnheader', { name: '충전금액' }).waitFor();
    expect(await grid.getByRole('columnheader', { name: '방식' }).count()).toBe(0);
    expect(await search.inputValue()).toBe('store01');
    await page.getByText('1–4 / 4').waitFor();

    // empty, then an error with retry
    await setScenario(LIST, 'empty');
    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByRole('option', { name: '완료' }).click();
    await page.getByText('이 기간에 조건에 맞는 충환전 내역이 없습니다.').waitFor();
    expect(await page.getByRole('region', { name: '합계 (조건 전체)' }).count()).toBe(0);
    await expectAccessible(page, 'partner cash list, empty');
    await setScenario(LIST, 'NT99');
    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByRole('option', { name: '대기' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expectAccessible(page, 'partner cash list, error');
    await setScenario(LIST, 'success');
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await grid.getByText('역삼매장 (store01)').first().waitFor();

    // in English (switched in the page): the grid's own words too
    await page.getByRole('combobox', { name: '언어' }).selectOption('en');
    const english = page.getByRole('grid', {
      name: "Sub-members' deposits and withdrawals",
    });
    await english.getByRole('columnheader', { name: 'Deposit' }).waitFor();
    await english.getByRole('gridcell', { name: '₩50,000', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).waitFor();
    await expectAccessible(page, 'partner cash list, English');
    await shot(page, 'cash-list-en');
    expect(problems).toEqual([]);
  });

  it('a normal member is told the page is for partners and sent to the main page', async () => {
    const { page, dialogs } = await open(DESKTOP, { member: true });
    await page.goto(PAGE);
    expect(await waitForDialogs(dialogs)).toEqual(['alert: 파트너(총판) 회원만 이용할 수 있는 페이지입니다.']);
    await page.waitForURL((url) => url.pathname === '/');
  });
});
