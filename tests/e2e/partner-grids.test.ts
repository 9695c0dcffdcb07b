// The partner grids on the shared server grid (issue 16), against the mock, as the partner member
// (member info example `partner`), moving between the pages through the partner menu in one browser
// page: each page's rows with its roles / states / results / categories in words, vendors and games
// named in the member's language; paging, sorting and filters reaching the server (request bodies),
// page 2 showing other rows; totals; empty and an error with retry; axe once per page; nothing
// overflowing sideways at 640 px; English.
// The grids have no mobile route (docs/rules.md#routes: the mobile app has /partner only, and the layout is
// chosen once at start by width), so the phone cards are not reachable on these pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP } from './support/browser';
import { lastBody, setScenario } from './support/mock';
import { landing, openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';
import { seoulToday } from './support/dates';

const open = useShellSuite();
const API = {
  bets: '/api/partner/bettingList',
  partners: '/api/partner/partnerList',
  settlements: '/api/partner/calculationList',
  userSettlements: '/api/partner/calculationUserList',
  members: '/api/partner/members',
  online: '/api/partner/onlineMembers',
  moves: '/api/partner/moneyMoveList',
};

const bodyOnce = (path: string, expected: Record<string, unknown>) =>
  expect.poll(() => lastBody(path)).toEqual({ siteId: 'winner', ...expected });
const base = () => ({ count_per_list: 10, startDate: seoulToday(), endDate: seoulToday() });

async function openPartner(language?: string): Promise<Page> {
  await setScenario('/api/member/info', 'partner');
  return openScreen(open, DESKTOP, '/partner/bettingList', { language });
}

/** Another partner page through the partner menu (no reload). */
async function go(page: Page, tab: string, path: string) {
  await page.getByRole('navigation').getByRole('tab', { name: tab, exact: true }).click();
  expect(await landing(page, path)).toBeNull();
}

async function choose(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Each word in some cell (the grid renders the rows in view: scrolled to it, then back to the page's top). */
async function seesWords(grid: ReturnType<Page['getByRole']>, words: readonly string[]) {
  await grid.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  for (const word of words) await grid.getByText(word, { exact: true }).first().waitFor({ timeout: 5_000 });
  await grid.page().evaluate(() => window.scrollTo(0, 0));
}

describe('partner grids', () => {
  it('bets and sub-partners: rows in words, page 2 other rows, a sort and filters reaching the server, totals, empty, an error with retry', async () => {
    const page = await openPartner();

    // bets: every result and role in words, money thousands-separated, the totals of the whole filter
    const bets = page.getByRole('grid', { name: '하위 회원 베팅 내역' });
    await bets.getByText('대박기원 (user1234)').first().waitFor();
    expect(await bets.getByRole('row').count()).toBe(11);
    await seesWords(bets, ['적중', '미적중', '적특', '대기', '취소', '일반 회원', '매장', '총판', '카지노', '슬롯', '스포츠', '미니게임']);
    // vendors and games in Korean as the other lists name them, whatever language the server wrote them in
    await seesWords(bets, [
      '에볼루션',
      '프라그마틱',
      '드림게이밍',
      '하바네로',
      '아시아게이밍',
      '바카라',
      '슈가 러쉬',
      '핫핫 프루트',
      '드래곤타이거',
    ]);
    for (const english of ['Evolution', 'Pragmatic Play', 'Habanero', 'Sugar Rush', 'Hot Hot Fruit'])
      expect(await bets.getByText(english, { exact: true }).count(), english).toBe(0);
    await bets.getByRole('gridcell', { name: '100,000원', exact: true }).first().waitFor();
    // the totals of the settled bets, win/loss on the house's side (docs/rules.md#partner-money)
    const betTotals = page.getByRole('region', { name: '합계 (조건 전체)' });
    await betTotals.getByText('640,000원').waitFor();
    await betTotals.getByText('170,000원').waitFor();
    await bodyOnce(API.bets, { page: 1, ...base() });
    await page.getByText('1–10 / 13').waitFor();
    await expectAccessible(page, 'partner bets');
    await shot(page, 'grids-bets');

    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await bets.getByRole('gridcell', { name: '110,000원', exact: true }).first().waitFor();
    expect(await bets.getByRole('row').count()).toBe(4);
    await bodyOnce(API.bets, { page: 2, ...base() });

    await bets.getByRole('columnheader', { name: '베팅금액' }).click();
    await bodyOnce(API.bets, { page: 1, ...base(), sortField: 'cash', sortDir: 'desc' });
    await choose(page, '결과', '적중');
    await bodyOnce(API.bets, { page: 1, ...base(), sortField: 'cash', sortDir: 'desc', result: 'win' });
    await page.getByText('1–3 / 3').waitFor();
    await choose(page, '게임사', '에볼루션');
    await bodyOnce(API.bets, { page: 1, ...base(), sortField: 'cash', sortDir: 'desc', result: 'win', vendorCode: '1' });
    await page.getByRole('searchbox', { name: '회원 아이디 또는 닉네임' }).fill('store01');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await bodyOnce(API.bets, {
      page: 1,
      ...base(),
      sortField: 'cash',
      sortDir: 'desc',
      result: 'win',
      vendorCode: '1',
      searchText: 'store01',
    });

    await setScenario(API.bets, 'empty');
    await choose(page, '결과', '미적중');
    await page.getByText('이 기간에 조건에 맞는 베팅 내역이 없습니다.').waitFor();
    expect(await page.getByRole('region', { name: '합계 (조건 전체)' }).count()).toBe(0);
    await expectAccessible(page, 'partner bets, empty');
    await setScenario(API.bets, 'NT99');
    await choose(page, '결과', '취소');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expectAccessible(page, 'partner bets, error');
    await setScenario(API.bets, 'success');
    await alert.getByRole('button', { name: '다시 시도' }).click();
    await bets.getByText('대박기원 (user1234)').first().waitFor();
    expect((await lastBody(API.bets))?.result).toBe('cancel');

    // sub-partners: every role and state, holdings and rates; page 2, a sort, the role filter
    await go(page, '하부 파트너', '/partner/partnerList');
    const partners = page.getByRole('grid', { name: '하부 파트너 목록' });
    await partners.getByText('본사 (head01)').waitFor();
    expect(await partners.getByRole('row').count()).toBe(11);
    await seesWords(partners, ['본사', '부본사', '지사', '총판', '매장', '정상', '정지', '잠금', '0.9%', '28%', '1,800,000원']);
    await bodyOnce(API.partners, { page: 1, count_per_list: 10 });
    await expectAccessible(page, 'partner sub-partners');
    await shot(page, 'grids-partners');
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await partners.getByText('논현매장 (store04)').waitFor();
    expect(await partners.getByRole('row').count()).toBe(3);
    await bodyOnce(API.partners, { page: 2, count_per_list: 10 });
    await partners.getByRole('columnheader', { name: '보유머니' }).click();
    await bodyOnce(API.partners, { page: 1, count_per_list: 10, sortField: 'cashAmt', sortDir: 'desc' });
    await choose(page, '등급', '매장');
    await bodyOnce(API.partners, { page: 1, count_per_list: 10, sortField: 'cashAmt', sortDir: 'desc', partnerType: 'PTN_5' });
    await page.getByText('1–4 / 4').waitFor();
    expect(await partners.getByText('본사', { exact: true }).count()).toBe(0);
  });

  it('settlements, members and money moves: rows in words, page 2, filters reaching the server, totals, the online view; nothing overflows at 640 px', async () => {
    const page = await openPartner();

    // settlements per partner: categories and the paid flag in words, totals; the category and paid filters
    await go(page, '정산 내역', '/partner/partnerCalculationList');
    const settlements = page.getByRole('grid', { name: '파트너별 정산 내역' });
    await settlements.getByText('역삼매장 (store01)').first().waitFor();
    expect(await settlements.getByRole('row').count()).toBe(11);
    await seesWords(settlements, ['카지노', '호텔카지노', '슬롯', '미니게임', '지급 완료', '미지급']);
    await page.getByRole('region', { name: '합계 (조건 전체)' }).waitFor();
    await bodyOnce(API.settlements, { page: 1, ...base() });
    await expectAccessible(page, 'partner settlements');
    await shot(page, 'grids-settlements');
    await choose(page, '분류', '슬롯');
    await bodyOnce(API.settlements, { page: 1, ...base(), category: 'slot' });
    await page.getByText('1–3 / 3').waitFor();
    await choose(page, '지급 여부', '미지급');
    await bodyOnce(API.settlements, { page: 1, ...base(), category: 'slot', paidYn: 'N' });

    // settlements per member: page 2 is other rows
    await go(page, '회원별 정산', '/partner/partnerCalculationUserList');
    const users = page.getByRole('grid', { name: '회원별 정산 내역' });
    await users.getByText('대박기원 (user1234)').first().waitFor();
    await bodyOnce(API.userSettlements, { page: 1, ...base() });
    await expectAccessible(page, 'partner settlements per member');
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await users.getByRole('gridcell', { name: '11,500,000원', exact: true }).waitFor();
    expect(await users.getByRole('row').count()).toBe(3);
    await bodyOnce(API.userSettlements, { page: 2, ...base() });

    // recommended members, then those online now (their own call)
    await go(page, '회원 목록', '/partner/partnerMemberList');
    const members = page.getByRole('grid', { name: '추천 회원 목록' });
    await members.getByText('대박기원 (user1234)').waitFor();
    await seesWords(members, ['접속 중', '미접속', '정상', '정지', '일반 회원', '매장']);
    await bodyOnce(API.members, { page: 1, count_per_list: 10 });
    await expectAccessible(page, 'partner members');
    await page.getByRole('group', { name: '보기' }).getByRole('button', { name: '접속 중' }).click();
    const online = page.getByRole('grid', { name: '접속 중인 회원' });
    await online.getByText('대박기원 (user1234)').waitFor();
    await bodyOnce(API.online, { page: 1, count_per_list: 10 });
    await page.getByText('1–9 / 9').waitFor();
    expect(await online.getByText('미접속', { exact: true }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('view')).toBe('online');

    // money moves: types and results in words; page 2; the type filter
    await go(page, '머니 이동 내역', '/partner/partnerMoneyMoveList');
    // the move action (its own form) sits above the history: the history is the grid below it
    const moves = page.getByRole('grid', { name: '머니 이동 내역' });
    await moves.getByRole('gridcell', { name: '20,000원', exact: true }).waitFor();
    await seesWords(moves, ['머니 이동', '지급', '회수', '성공', '실패', '잔액 부족']);
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
    await bodyOnce(API.moves, { page: 1, ...base() });
    await expectAccessible(page, 'partner money moves');
    await shot(page, 'grids-moves');
    await page.getByRole('button', { name: '다음 페이지로 이동' }).click();
    await moves.getByRole('gridcell', { name: '130,000원', exact: true }).waitFor();
    await bodyOnce(API.moves, { page: 2, ...base() });
    await choose(page, '구분', '머니 이동');
    await bodyOnce(API.moves, { page: 1, ...base(), transferType: 'move' });
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
  });

  it('in English the grids speak English (columns, results, roles, money, the pager)', async () => {
    const page = await openPartner('en');
    const bets = page.getByRole('grid', { name: "Sub-members' bets" });
    await bets.getByRole('columnheader', { name: 'Stake' }).waitFor();
    await seesWords(bets, ['Won', 'Lost', 'Pending', 'Cancelled', 'Store', 'Member', '₩100,000']);
    // vendors and games in English, the Korean the server wrote included (드림게이밍, 바카라, 스포츠)
    await seesWords(bets, ['Evolution', 'Dream Gaming', 'Asia Gaming', 'Sports', 'Baccarat', 'Roulette', 'Sugar Rush', 'Multiple']);
    for (const korean of ['드림게이밍', '아시아게이밍', '바카라', '룰렛', '스포츠', '다폴더'])
      expect(await bets.getByText(korean, { exact: true }).count(), korean).toBe(0);
    await page.getByRole('button', { name: 'Go to next page' }).waitFor();
    await go(page, 'Settlements', '/partner/partnerCalculationList');
    const settlements = page.getByRole('grid', { name: 'Settlements per partner' });
    await settlements.getByText('역삼매장 (store01)').first().waitFor();
    await seesWords(settlements, ['Casino', 'Hotel casino', 'Slots', 'Mini games', 'Paid', 'Unpaid']);
    await expectAccessible(page, 'partner settlements, English');
    await shot(page, 'grids-en');
  });
});
