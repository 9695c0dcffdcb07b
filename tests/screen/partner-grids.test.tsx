// The partner grids (/partner/bettingList, partnerList, partnerCalculationList,
// partnerCalculationUserList, partnerMemberList, partnerMoneyMoveList) without the browser, as the
// partner member (member info example `partner`), on the phone's cards (the same columns, each a
// labelled line; the desktop's MUI grid lays out nothing in jsdom): each grid's roles, states,
// results and categories in words, vendors and games named in the member's language whatever the
// server wrote (Korean, and English); the totals; the exact body of each first page, page 2, sort,
// filter and search (each from page 1, the order kept) and of the online view; the bets' empty
// period (said so, no totals) and an error (NT99) with a retry that asks again. The browser keeps the
// desktop grids: their pager, a sort by the column header and the filters in the address, the
// take-back row, the empty and error states with axe, 640 px and English
// (tests/e2e/partner-grids.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BettingListScreen } from '@/features/partner/betting-list/BettingListScreen';
import { MemberListScreen } from '@/features/partner/member-list/MemberListScreen';
import { PartnerListScreen } from '@/features/partner/partner-list/PartnerListScreen';
import { SettlementListScreen } from '@/features/partner/settlements/SettlementListScreen';
import { PartnerMoneyMoveListScreen } from '@/features/partner/pages/PartnerMoneyMoveListScreen';
import { restoreSession } from '@/session/restore';
import { seoulToday } from '../e2e/support/dates';
import { signInMember } from './support/member';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';

const API = {
  bets: '/api/partner/bettingList',
  partners: '/api/partner/partnerList',
  settlements: '/api/partner/calculationList',
  userSettlements: '/api/partner/calculationUserList',
  members: '/api/partner/members',
  online: '/api/partner/onlineMembers',
  moves: '/api/partner/moneyMoveList',
};
const WAIT = { timeout: 10_000 };

async function openGrid(element: ReactNode, path: string, language: 'ko' | 'en' = 'ko'): Promise<RenderedScreen> {
  await setScenario('/api/member/info', 'partner');
  await signInMember();
  await restoreSession();
  await clearRequests();
  return renderScreen(element, { path, layout: 'mobile', language });
}

const lastBody = async (path: string) => (await requestsTo(path)).at(-1)?.body;
const dated = () => ({ siteId: 'winner', count_per_list: 10, startDate: seoulToday(), endDate: seoulToday() });
const undated = { siteId: 'winner', count_per_list: 10 };

/** The cards of the list named `caption`, once there are `count` of them. */
async function cardsOf(caption: string, count: number): Promise<HTMLElement> {
  const list = await screen.findByRole('list', { name: caption }, WAIT);
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count), WAIT);
  return list;
}
/** Each word in some card (exactly). */
function seesWords(cards: HTMLElement, words: readonly string[]) {
  for (const word of words) expect(within(cards).queryAllByText(word, { exact: true }).length, word).toBeGreaterThan(0);
}
function seesNone(cards: HTMLElement, words: readonly string[]) {
  for (const word of words) expect(within(cards).queryAllByText(word, { exact: true }), word).toHaveLength(0);
}
/** Picks `option` in the select named `name` (an MUI select: opened, then chosen). */
async function choose({ user }: RenderedScreen, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}
const page2 = ({ user }: RenderedScreen) => user.click(screen.getByRole('button', { name: '2 페이지로' }));

describe('the partner betting list', () => {
  it('results, roles and categories in words, vendors and games in Korean, the totals; the first page asked', async () => {
    await openGrid(<BettingListScreen />, '/partner/bettingList');
    const cards = await cardsOf('하위 회원 베팅 내역', 10);
    await within(cards).findAllByText('에볼루션', { exact: true }, WAIT);
    seesWords(cards, [
      '대박기원 (user1234)',
      '적중',
      '미적중',
      '적특',
      '대기',
      '취소',
      '일반 회원',
      '매장',
      '총판',
      '카지노',
      '슬롯',
      '스포츠',
      '미니게임',
    ]);
    // vendors and games in Korean as the other lists name them, whatever language the server wrote them in
    seesWords(cards, [
      '에볼루션',
      '프라그마틱',
      '드림게이밍',
      '하바네로',
      '아시아게이밍',
      '바카라',
      '슈가 러쉬',
      '핫핫 프루트',
      '드래곤타이거',
      '100,000원',
    ]);
    seesNone(cards, ['Evolution', 'Pragmatic Play', 'Habanero', 'Sugar Rush', 'Hot Hot Fruit']);
    // the totals of the settled bets, win/loss on the house's side (docs/rules.md#partner-money)
    const totals = screen.getByRole('region', { name: '합계 (조건 전체)' });
    within(totals).getByText('640,000원');
    within(totals).getByText('170,000원');
    await expect.poll(() => lastBody(API.bets), WAIT).toEqual({ ...dated(), page: 1 });
  });

  it('page 2 (other rows), then a sort by the stake (back to page 1), each the exact body', async () => {
    const view = await openGrid(<BettingListScreen />, '/partner/bettingList');
    await cardsOf('하위 회원 베팅 내역', 10);
    await page2(view);
    await within(await cardsOf('하위 회원 베팅 내역', 3)).findAllByText('110,000원', { exact: true });
    expect(await lastBody(API.bets)).toEqual({ ...dated(), page: 2 });
    await choose(view, '정렬', '베팅금액 · 내림차순 정렬');
    await expect.poll(() => lastBody(API.bets), WAIT).toEqual({ ...dated(), page: 1, sortField: 'cash', sortDir: 'desc' });
  });

  it('the result and vendor filters and a member searched, each from page 1, the exact body', async () => {
    const view = await openGrid(<BettingListScreen />, '/partner/bettingList');
    await cardsOf('하위 회원 베팅 내역', 10);
    await choose(view, '결과', '적중');
    await expect.poll(() => lastBody(API.bets), WAIT).toEqual({ ...dated(), page: 1, result: 'win' });
    await cardsOf('하위 회원 베팅 내역', 3);
    await choose(view, '게임사', '에볼루션');
    await expect.poll(() => lastBody(API.bets), WAIT).toEqual({ ...dated(), page: 1, result: 'win', vendorCode: '1' });
    await view.user.type(screen.getByRole('searchbox', { name: '회원 아이디 또는 닉네임' }), 'store01');
    await view.user.click(screen.getByRole('button', { name: '검색' }));
    await expect
      .poll(() => lastBody(API.bets), WAIT)
      .toEqual({ ...dated(), page: 1, result: 'win', vendorCode: '1', searchText: 'store01' });
  });

  it('nothing in the period: said so, no totals; an error (NT99) says so with a retry that asks again', async () => {
    const view = await openGrid(<BettingListScreen />, '/partner/bettingList');
    await cardsOf('하위 회원 베팅 내역', 10);
    await setScenario(API.bets, 'empty');
    await choose(view, '결과', '미적중');
    await screen.findByText('이 기간에 조건에 맞는 베팅 내역이 없습니다.', {}, WAIT);
    expect(screen.queryByRole('region', { name: '합계 (조건 전체)' })).toBeNull();

    await setScenario(API.bets, 'NT99');
    await choose(view, '결과', '취소');
    const alert = await screen.findByRole('alert', {}, WAIT);
    await waitFor(() => expect(alert.textContent).toContain('통신이 지연되고 있습니다'), WAIT);
    await setScenario(API.bets, 'success');
    await clearRequests();
    const retry = within(alert).getByRole('button', { name: /다시 시도/ });
    await waitFor(() => expect(retry.hasAttribute('disabled')).toBe(false), WAIT);
    await view.user.click(retry);
    await cardsOf('하위 회원 베팅 내역', 10);
    expect(await lastBody(API.bets)).toMatchObject({ page: 1, result: 'cancel' });
  });

  it('in English: results and roles in English, vendors and games too (the Korean the server wrote included)', async () => {
    await openGrid(<BettingListScreen />, '/partner/bettingList', 'en');
    const cards = await cardsOf("Sub-members' bets", 10);
    await within(cards).findAllByText('Evolution', { exact: true }, WAIT);
    seesWords(cards, ['Stake', 'Won', 'Lost', 'Pending', 'Cancelled', 'Store', 'Member', '₩100,000']);
    seesWords(cards, ['Evolution', 'Dream Gaming', 'Asia Gaming', 'Sports', 'Baccarat', 'Roulette', 'Sugar Rush', 'Multiple']);
    seesNone(cards, ['드림게이밍', '아시아게이밍', '바카라', '룰렛', '스포츠', '다폴더']);
  });
});

describe('the sub-partners', () => {
  it('every role and state, holdings and rates; the first page, page 2, a sort and the role filter, each the exact body', async () => {
    const view = await openGrid(<PartnerListScreen />, '/partner/partnerList');
    const cards = await cardsOf('하부 파트너 목록', 10);
    seesWords(cards, ['본사 (head01)', '본사', '부본사', '지사', '총판', '매장', '정상', '정지', '잠금', '0.9%', '28%', '1,800,000원']);
    await expect.poll(() => lastBody(API.partners), WAIT).toEqual({ ...undated, page: 1 });
    await page2(view);
    await within(await cardsOf('하부 파트너 목록', 2)).findByText('논현매장 (store04)');
    expect(await lastBody(API.partners)).toEqual({ ...undated, page: 2 });
    await choose(view, '정렬', '보유머니 · 내림차순 정렬');
    await expect.poll(() => lastBody(API.partners), WAIT).toEqual({ ...undated, page: 1, sortField: 'cashAmt', sortDir: 'desc' });
    await choose(view, '등급', '매장');
    await expect
      .poll(() => lastBody(API.partners), WAIT)
      .toEqual({ ...undated, page: 1, sortField: 'cashAmt', sortDir: 'desc', partnerType: 'PTN_5' });
    seesNone(await cardsOf('하부 파트너 목록', 4), ['본사']);
  });
});

describe('the settlements', () => {
  it('per partner: categories and the paid flag in words, the totals; the first page, the category and paid filters, each the exact body', async () => {
    const view = await openGrid(<SettlementListScreen kind="partners" />, '/partner/partnerCalculationList');
    const cards = await cardsOf('파트너별 정산 내역', 10);
    seesWords(cards, ['역삼매장 (store01)', '카지노', '호텔카지노', '슬롯', '미니게임', '지급 완료', '미지급']);
    screen.getByRole('region', { name: '합계 (조건 전체)' });
    await expect.poll(() => lastBody(API.settlements), WAIT).toEqual({ ...dated(), page: 1 });
    await choose(view, '분류', '슬롯');
    await expect.poll(() => lastBody(API.settlements), WAIT).toEqual({ ...dated(), page: 1, category: 'slot' });
    await cardsOf('파트너별 정산 내역', 3);
    await choose(view, '지급 여부', '미지급');
    await expect.poll(() => lastBody(API.settlements), WAIT).toEqual({ ...dated(), page: 1, category: 'slot', paidYn: 'N' });
  });

  it('per partner in English: categories and the paid flag in English', async () => {
    await openGrid(<SettlementListScreen kind="partners" />, '/partner/partnerCalculationList', 'en');
    seesWords(await cardsOf('Settlements per partner', 10), ['Casino', 'Hotel casino', 'Slots', 'Mini games', 'Paid', 'Unpaid']);
  });

  it('per member: the first page, then page 2 (other rows), each the exact body', async () => {
    const view = await openGrid(<SettlementListScreen kind="users" />, '/partner/partnerCalculationUserList');
    seesWords(await cardsOf('회원별 정산 내역', 10), ['대박기원 (user1234)']);
    await expect.poll(() => lastBody(API.userSettlements), WAIT).toEqual({ ...dated(), page: 1 });
    await page2(view);
    await within(await cardsOf('회원별 정산 내역', 2)).findAllByText('11,500,000원', { exact: true });
    expect(await lastBody(API.userSettlements)).toEqual({ ...dated(), page: 2 });
  });
});

describe('the members', () => {
  it('online, state and role in words; the first page, then those online now (their own call), each the exact body', async () => {
    const view = await openGrid(<MemberListScreen />, '/partner/partnerMemberList');
    seesWords(await cardsOf('추천 회원 목록', 10), ['대박기원 (user1234)', '접속 중', '미접속', '정상', '정지', '일반 회원', '매장']);
    await expect.poll(() => lastBody(API.members), WAIT).toEqual({ ...undated, page: 1 });
    await view.user.click(within(screen.getByRole('group', { name: '보기' })).getByRole('button', { name: '접속 중' }));
    const online = await cardsOf('접속 중인 회원', 9);
    seesNone(online, ['미접속']);
    await expect.poll(() => lastBody(API.online), WAIT).toEqual({ ...undated, page: 1 });
  });
});

describe('the money moves', () => {
  it('types and results in words; the first page, page 2 and the type filter, each the exact body', async () => {
    const view = await openGrid(<PartnerMoneyMoveListScreen />, '/partner/partnerMoneyMoveList');
    const cards = await cardsOf('머니 이동 내역', 10);
    seesWords(cards, ['20,000원', '머니 이동', '지급', '회수', '성공', '실패', '잔액 부족']);
    await expect.poll(() => lastBody(API.moves), WAIT).toEqual({ ...dated(), page: 1 });
    await page2(view);
    await expect.poll(() => lastBody(API.moves), WAIT).toEqual({ ...dated(), page: 2 });
    await within(await screen.findByRole('list', { name: '머니 이동 내역' }, WAIT)).findAllByText('130,000원', { exact: true }, WAIT);
    await choose(view, '구분', '머니 이동');
    await expect.poll(() => lastBody(API.moves), WAIT).toEqual({ ...dated(), page: 1, transferType: 'move' });
    await waitFor(() => seesNone(screen.getByRole('list', { name: '머니 이동 내역' }), ['회수']), WAIT);
  });
});
