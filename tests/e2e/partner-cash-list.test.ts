// The partner cash list (/partner/cashList) on the shared server grid, against the mock, as the
// partner member (member info example `partner`): page 1, then page 2 with other rows, a sort and
// the filters, each reaching the server (the request bodies), kept in the address; the totals; the
// empty state; an error with retry; the columns chosen kept for the partner; English; a non-partner
// is told the page is for partners and sent to the main page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { clearRequests, lastBody, requestCount, requestsTo, setScenario } from './support/mock';
import { landing, show, useShellSuite, waitForDialogs } from './support/shell';
import { shot } from './support/shots';
import { seoulToday } from './support/dates';

const open = useShellSuite();
const LIST = '/api/partner/cashList';
const PAGE = '/partner/cashList';

const bodyOnce = async (expected: Record<string, unknown>) => expect.poll(() => lastBody(LIST)).toEqual({ siteId: 'winner', ...expected });
const query = (page: Page) => new URL(page.url()).searchParams;

describe('partner cash list', () => {
  it('desktop partner: page 1 and page 2 (other rows) through the grid pager; a sort and the filters reach the server and the address; totals; the columns chosen kept after a reload; empty; an error with retry', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, PAGE);
    const grid = page.getByRole('grid', { name: '하위 회원 충환전 내역' });
    await grid.getByText('역삼매장 (store01)').first().waitFor();
    expect(await grid.getByRole('row').count()).toBe(11); // header + 10
    for (const label of ['완료', '대기', '신청', '취소', '매장', '일반 회원', '총판', '지사', '부본사', '본사', '충전', '환전'])
      expect(await grid.getByText(label, { exact: true }).count(), label).toBeGreaterThan(0);
    await grid.getByRole('gridcell', { name: '50,000원', exact: true }).first().waitFor(); // money right-aligned, thousands-separated
    const today = seoulToday();
    const base = { count_per_list: 10, startDate: today, endDate: today };
    await bodyOnce({ page: 1, ...base });
    const totals = page.getByRole('region', { name: '합계 (조건 전체)' });
    // completed requests only (docs/rules.md#partner-money)
    await totals.getByText('950,000원').waitFor();
    await page.getByText('1–10 / 14').waitFor();
    await expectAccessible(page, 'partner cash list, desktop');
    await shot(page, 'cash-list-desktop');

    // page 2: other rows, asked of the server, in the address
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await grid.getByRole('gridcell', { name: '700,000원' }).waitFor();
    expect(await grid.getByRole('row').count()).toBe(5);
    expect(await grid.getByRole('gridcell', { name: '50,000원', exact: true }).count()).toBe(0);
    await bodyOnce({ page: 2, ...base });
    expect(query(page).get('page')).toBe('2');

    // a sort by deposit: descending first, back to page 1
    await grid.getByRole('columnheader', { name: '충전금액' }).click();
    await bodyOnce({ page: 1, ...base, sortField: 'depositAmt', sortDir: 'desc' });
    await grid.getByRole('columnheader', { name: '충전금액' }).click();
    await bodyOnce({ page: 1, ...base, sortField: 'depositAmt', sortDir: 'asc' });
    expect(query(page).get('sort')).toBe('depositAmt');
    expect(query(page).get('dir')).toBe('asc');

    // CSV: every page of the current filter and order
    await clearRequests();
    await page.getByRole('button', { name: 'CSV 내보내기' }).click();
    await expect.poll(async () => (await requestsTo(LIST)).map((r) => (r.body as { page: number }).page)).toContain(2); // page 1 may come from the cache
    expect((await requestsTo(LIST)).at(-1)?.body).toEqual({ siteId: 'winner', page: 2, ...base, sortField: 'depositAmt', sortDir: 'asc' });

    // filters: withdrawals only, then a member; each from page 1 with the order kept
    await page.getByRole('combobox', { name: '구분' }).click();
    await page.getByRole('option', { name: '환전' }).click();
    await bodyOnce({ page: 1, ...base, sortField: 'depositAmt', sortDir: 'asc', cashType: 'out' });
    await page.getByText('1–4 / 4').waitFor();
    const search = page.getByRole('searchbox', { name: '회원 아이디 또는 닉네임' });
    await search.fill('store01');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await bodyOnce({ page: 1, ...base, sortField: 'depositAmt', sortDir: 'asc', cashType: 'out', searchText: 'store01' });
    expect(query(page).get('search')).toBe('store01');

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
    await bodyOnce({ page: 1, ...base, sortField: 'depositAmt', sortDir: 'asc', cashType: 'out', searchText: 'store01' });

    // empty, then an error with retry (each code its own words)
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
    await clearRequests();
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await grid.getByText('역삼매장 (store01)').first().waitFor();
    expect((await lastBody(LIST))?.status).toBe('2');
    expect(problems).toEqual([]);
  });

  it('a normal member is told the page is for partners and sent to the main page; in English the grid speaks English', async () => {
    const { page, dialogs, context } = await open(DESKTOP, { member: true });
    await page.goto(PAGE);
    expect(await waitForDialogs(dialogs)).toEqual(['alert: 파트너(총판) 회원만 이용할 수 있는 페이지입니다.']);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await requestCount(LIST)).toBe(0);
    // its forced token refresh done and the page closed before the partner's opens: that refresh must not
    // revoke the token the next page starts with
    await expect.poll(async () => await requestCount('/api/member/refreshToken')).toBeGreaterThan(0);
    await context.close();

    await setScenario('/api/member/info', 'partner');
    const { page: en, dialogs: enDialogs } = await open(DESKTOP, { member: true, language: 'en' });
    await en.goto(`${PAGE}?page=2`);
    expect({ landing: await landing(en, PAGE), dialogs: enDialogs }).toEqual({ landing: null, dialogs: [] });
    const grid = en.getByRole('grid', { name: "Sub-members' deposits and withdrawals" });
    await grid.getByRole('gridcell', { name: '₩700,000' }).waitFor();
    await en.getByRole('button', { name: 'Go to previous page' }).waitFor();
    await grid.getByRole('columnheader', { name: 'Deposit' }).waitFor();
    await expectAccessible(en, 'partner cash list, English');
    await shot(en, 'cash-list-en');
  });
});
