// The partner grids on the shared server grid in the browser, against the mock, as the
// partner member (member info example `partner`), moving between the pages through the partner menu
// in two desktop pages (bets and sub-partners; then the others): each grid's rows, page 2 through
// the grid's pager showing other rows, a sort by a column header and the filters kept in the
// address, the totals; the bets' empty state and an error with retry, each with axe; the money
// moves' take-back row as the money moved; nothing overflowing sideways at 640 px; the grid's own
// words in English (the language switched in the page, axe). The default states' axe is the route
// walk's (tests/e2e/routes*.test.ts, as the partner).
//
// Each grid's roles, states, results and categories in words, vendors and games named in the
// member's language (Korean and English), the exact bodies (each page, sort, filter, the online
// view, the retry) and the empty list's words are the screen tier's
// (tests/screen/partner-grids.test.tsx, on the phone's cards of the same columns).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { setScenario } from './support/mock';
import { landing, openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();
const BETS = '/api/partner/bettingList';

/** Another partner page through the partner menu (no reload). */
async function go(page: Page, tab: string, path: string) {
  await page.getByRole('navigation').getByRole('tab', { name: tab, exact: true }).click();
  expect(await landing(page, path)).toBeNull();
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** No list of the page is being read (the grid's box says aria-busy while it is). */
const idle = (page: Page) => page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);

const query = (page: Page) => new URL(page.url()).searchParams;

/** A click on a sortable column header: the grid says it is sorted descending, the address too. */
async function sortBy(page: Page, grid: ReturnType<Page['getByRole']>, header: string, field: string) {
  const column = grid.getByRole('columnheader', { name: header });
  await column.click();
  await expect.poll(() => column.getAttribute('aria-sort')).toBe('descending');
  expect({
    sort: query(page).get('sort'),
    dir: query(page).get('dir'),
    page: query(page).get('page'),
  }).toEqual({
    sort: field,
    dir: 'desc',
    page: null,
  });
}

describe('partner grids', () => {
  it('bets and sub-partners: rows, page 2 other rows, a sort and filters in the address, totals, empty and an error with retry', async () => {
    await setScenario('/api/member/info', 'partner');
    const page = await openScreen(open, DESKTOP, '/partner/bettingList');

    // bets: rows, money thousands-separated, the totals of the whole filter
    const bets = page.getByRole('grid', { name: '하위 회원 베팅 내역' });
    await bets.getByText('대박기원 (user1234)').first().waitFor();
    expect(await bets.getByRole('row').count()).toBe(11);
    await bets.getByText('에볼루션', { exact: true }).first().waitFor();
    await bets.getByRole('gridcell', { name: '100,000원', exact: true }).first().waitFor();
    // the totals of the settled bets, win/loss on the house's side (docs/rules.md#partner-money)
    const betTotals = page.getByRole('region', { name: '합계 (조건 전체)' });
    await betTotals.getByText('640,000원').waitFor();
    await betTotals.getByText('170,000원').waitFor();
    await page.getByText('1–10 / 13').waitFor();
    await shot(page, 'grids-bets');

    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await bets.getByRole('gridcell', { name: '110,000원', exact: true }).first().waitFor();
    expect(await bets.getByRole('row').count()).toBe(4);
    expect(query(page).get('page')).toBe('2');

    await sortBy(page, bets, '베팅금액', 'cash');
    await choose(page, '결과', '적중');
    await page.getByText('1–3 / 3').waitFor();
    expect(query(page).get('result')).toBe('win');
    await choose(page, '게임사', '에볼루션');
    await expect.poll(() => query(page).get('vendor')).toBe('1');
    await page.getByRole('searchbox', { name: '회원 아이디 또는 닉네임' }).fill('store01');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect.poll(() => query(page).get('search')).toBe('store01');

    await setScenario(BETS, 'empty');
    await choose(page, '결과', '미적중');
    await page.getByText('이 기간에 조건에 맞는 베팅 내역이 없습니다.').waitFor();
    expect(await page.getByRole('region', { name: '합계 (조건 전체)' }).count()).toBe(0);
    await expectAccessible(page, 'partner bets, empty');
    await setScenario(BETS, 'NT99');
    await choose(page, '결과', '취소');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expectAccessible(page, 'partner bets, error');
    await setScenario(BETS, 'success');
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await bets.getByText('대박기원 (user1234)').first().waitFor();

    // sub-partners: page 2, a sort, the role filter
    await go(page, '하부 파트너', '/partner/partnerList');
    const partners = page.getByRole('grid', { name: '하부 파트너 목록' });
    await partners.getByText('본사 (head01)').waitFor();
    expect(await partners.getByRole('row').count()).toBe(11);
    await shot(page, 'grids-partners');
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await partners.getByText('논현매장 (store04)').waitFor();
    expect(await partners.getByRole('row').count()).toBe(3);
    await sortBy(page, partners, '보유머니', 'cashAmt');
    await choose(page, '등급', '매장');
    await page.getByText('1–4 / 4').waitFor();
    expect(await partners.getByText('본사', { exact: true }).count()).toBe(0);
  });

  it('settlements, members and money moves: rows, page 2 other rows, filters in the address, totals, the online view, the take-back row; nothing overflows at 640 px; in English', async () => {
    await setScenario('/api/member/info', 'partner');
    const page = await openScreen(open, DESKTOP, '/partner/partnerCalculationList');

    // settlements per partner: totals; the category and paid filters
    const settlements = page.getByRole('grid', { name: '파트너별 정산 내역' });
    await settlements.getByText('역삼매장 (store01)').first().waitFor();
    expect(await settlements.getByRole('row').count()).toBe(11);
    await page.getByRole('region', { name: '합계 (조건 전체)' }).waitFor();
    await shot(page, 'grids-settlements');
    await choose(page, '분류', '슬롯');
    await page.getByText('1–3 / 3').waitFor();
    await choose(page, '지급 여부', '미지급');
    await expect.poll(() => query(page).get('paid')).toBe('N');

    // settlements per member: page 2 is other rows
    await go(page, '회원별 정산', '/partner/partnerCalculationUserList');
    const users = page.getByRole('grid', { name: '회원별 정산 내역' });
    await users.getByText('대박기원 (user1234)').first().waitFor();
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await users.getByRole('gridcell', { name: '11,500,000원', exact: true }).waitFor();
    expect(await users.getByRole('row').count()).toBe(3);

    // recommended members, then those online now (their own grid, in the address)
    await go(page, '회원 목록', '/partner/partnerMemberList');
    const members = page.getByRole('grid', { name: '추천 회원 목록' });
    await members.getByText('대박기원 (user1234)').waitFor();
    await page.getByRole('group', { name: '보기' }).getByRole('button', { name: '접속 중' }).click();
    const online = page.getByRole('grid', { name: '접속 중인 회원' });
    await online.getByText('대박기원 (user1234)').waitFor();
    await page.getByText('1–9 / 9').waitFor();
    expect(await online.getByText('미접속', { exact: true }).count()).toBe(0);
    expect(query(page).get('view')).toBe('online');

    // money moves: page 2; the type filter
    await go(page, '머니 이동 내역', '/partner/partnerMoneyMoveList');
    // the move action (its own form) sits above the history: the history is the grid below it
    const moves = page.getByRole('grid', { name: '머니 이동 내역' });
    await moves.getByRole('gridcell', { name: '20,000원', exact: true }).waitFor();
    // a take-back as the money moved: from the member to the partner, each one's cash after
    const back = moves.getByRole('row').filter({ hasText: '50,000원' });
    expect((await back.getByRole('gridcell').allInnerTexts()).slice(1, 7)).toEqual([
      '회수',
      'store01',
      'partner01',
      '50,000원',
      '104,000원',
      '1,800,000원',
    ]);
    await shot(page, 'grids-moves');
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await moves.getByRole('gridcell', { name: '130,000원', exact: true }).waitFor();
    await choose(page, '구분', '머니 이동');
    await expect.poll(() => query(page).get('type')).toBe('move');
    await idle(page);
    await moves.getByText('머니 이동', { exact: true }).first().waitFor();
    expect(await moves.getByText('회수', { exact: true }).count()).toBe(0);

    // narrower desktop (601 px and up): the grids scroll inside, the page does not
    await page.setViewportSize({ width: 640, height: 900 });
    for (const [tab, path] of [
      ['베팅 내역', '/partner/bettingList'],
      ['하부 파트너', '/partner/partnerList'],
      ['정산 내역', '/partner/partnerCalculationList'],
      ['회원 목록', '/partner/partnerMemberList'],
      ['머니 이동 내역', '/partner/partnerMoneyMoveList'],
    ] as const) {
      await go(page, tab, path);
      await page.getByRole('grid').getByRole('row').nth(1).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await shot(page, 'grids-640');

    // in English (switched in the page): the grid's own words, columns and money too
    await page.setViewportSize(DESKTOP);
    await page.getByRole('combobox', { name: '언어' }).selectOption('en');
    await go(page, 'Settlements', '/partner/partnerCalculationList');
    const english = page.getByRole('grid', { name: 'Settlements per partner' });
    await english.getByRole('columnheader', { name: 'Settlement' }).waitFor();
    await english.getByText('Casino', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).waitFor();
    await expectAccessible(page, 'partner settlements, English');
    await shot(page, 'grids-en');
  });
});
