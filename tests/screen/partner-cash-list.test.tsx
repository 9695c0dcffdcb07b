// The partner cash list (/partner/cashList) without the browser, as the partner member (member info
// example `partner`), on the phone's cards (every column a labelled line; the desktop's MUI grid
// lays out nothing in jsdom): each row's role, type and state in words, the totals of the completed
// requests; the exact body of today's first page, of page 2 (other rows), of a sort each way, of
// the CSV (every page of the filter and order), of the type filter and of a member searched (each
// from page 1); nothing in the period (said so, no totals); an error (NT99) with a
// retry that asks again; in English. The browser keeps the desktop grid: its pager, a sort by the
// column header and the filters kept in the address, the columns chosen kept over a reload, the
// empty and error states with axe, a normal member sent away (tests/e2e/partner-cash-list.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CashListScreen } from '@/features/partner/cash-list/CashListScreen';
import { restoreSession } from '@/session/restore';
import { seoulToday } from '../e2e/support/dates';
import { signInMember } from './support/member';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const LIST = '/api/partner/cashList';
const PATH = '/partner/cashList';
const WAIT = { timeout: 10_000 };

async function openCashList(language: 'ko' | 'en' = 'ko') {
  await setScenario('/api/member/info', 'partner');
  await signInMember();
  await restoreSession();
  await clearRequests();
  return renderScreen(<CashListScreen />, { path: PATH, layout: 'mobile', language });
}

const lastBody = async () => (await requestsTo(LIST)).at(-1)?.body;
const base = () => ({ siteId: 'winner', count_per_list: 10, startDate: seoulToday(), endDate: seoulToday() });
/** The cards of the list named `caption`, once there are `count` of them. */
async function cardsOf(caption: string, count?: number) {
  const list = await screen.findByRole('list', { name: caption }, WAIT);
  if (count !== undefined) await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(count), WAIT);
  return list;
}
/** Picks `option` in the select named `name` (an MUI select: opened, then chosen). */
async function choose(user: Awaited<ReturnType<typeof openCashList>>['user'], name: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name }));
  await user.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the partner cash list', () => {
  it('rows in words and the totals of the completed; today’s first page, then page 2 (other rows), each the exact body', async () => {
    const view = await openCashList();
    const cards = await cardsOf('하위 회원 충환전 내역', 10);
    within(cards).getAllByText('역삼매장 (store01)');
    for (const word of ['완료', '대기', '신청', '취소', '매장', '일반 회원', '총판', '지사', '부본사', '본사', '충전', '환전'])
      expect(within(cards).getAllByText(word, { exact: true }).length, word).toBeGreaterThan(0);
    within(cards).getAllByText('50,000원', { exact: true });
    // completed requests only (docs/rules.md#partner-money)
    within(screen.getByRole('region', { name: '합계 (조건 전체)' })).getByText('950,000원');
    await expect.poll(lastBody, WAIT).toEqual({ ...base(), page: 1 });

    await view.user.click(screen.getByRole('button', { name: '2 페이지로' }));
    await expect.poll(lastBody, WAIT).toEqual({ ...base(), page: 2 });
    const second = await cardsOf('하위 회원 충환전 내역', 4);
    await within(second).findAllByText('700,000원', { exact: true });
    expect(within(second).queryByText('50,000원', { exact: true })).toBeNull();
  });

  it('a sort by deposit each way, then the CSV of every page in that order, each the exact body', async () => {
    const view = await openCashList();
    await cardsOf('하위 회원 충환전 내역', 10);
    // descending first, back to page 1; then ascending
    const sorted = { ...base(), page: 1, sortField: 'depositAmt' };
    await choose(view.user, '정렬', '충전금액 · 내림차순 정렬');
    await expect.poll(lastBody, WAIT).toEqual({ ...sorted, sortDir: 'desc' });
    await choose(view.user, '정렬', '충전금액 · 오름차순 정렬');
    await expect.poll(lastBody, WAIT).toEqual({ ...sorted, sortDir: 'asc' });

    // the CSV: every page of the current filter and order (page 1 may come from the cache)
    Object.assign(URL, { createObjectURL: () => 'blob:cash', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await clearRequests();
    await view.user.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    await expect.poll(async () => (await requestsTo(LIST)).map((r) => (r.body as { page: number }).page), WAIT).toContain(2);
    expect(await lastBody()).toEqual({ ...sorted, sortDir: 'asc', page: 2 });
  });

  it('the type filter, then a member searched: each from page 1, the exact body', async () => {
    const view = await openCashList();
    await cardsOf('하위 회원 충환전 내역', 10);
    await choose(view.user, '구분', '환전');
    await expect.poll(lastBody, WAIT).toEqual({ ...base(), page: 1, cashType: 'out' });
    await cardsOf('하위 회원 충환전 내역', 4);
    await view.user.type(screen.getByRole('searchbox', { name: '회원 아이디 또는 닉네임' }), 'store01');
    await view.user.click(screen.getByRole('button', { name: '검색' }));
    await expect.poll(lastBody, WAIT).toEqual({ ...base(), page: 1, cashType: 'out', searchText: 'store01' });
  });

  it('nothing in the period: said so, no totals; an error (NT99) says so with a retry that asks again', async () => {
    const view = await openCashList();
    await cardsOf('하위 회원 충환전 내역', 10);
    await setScenario(LIST, 'empty');
    await choose(view.user, '상태', '완료');
    await screen.findByText('이 기간에 조건에 맞는 충환전 내역이 없습니다.', {}, WAIT);
    expect(screen.queryByRole('region', { name: '합계 (조건 전체)' })).toBeNull();

    await setScenario(LIST, 'NT99');
    await choose(view.user, '상태', '대기');
    const alert = await screen.findByRole('alert', {}, WAIT);
    await waitFor(() => expect(alert.textContent).toContain('통신이 지연되고 있습니다'), WAIT);
    await setScenario(LIST, 'success');
    await clearRequests();
    const retry = within(alert).getByRole('button', { name: /다시 시도/ });
    await waitFor(() => expect(retry.hasAttribute('disabled')).toBe(false), WAIT);
    await view.user.click(retry);
    await cardsOf('하위 회원 충환전 내역', 10);
    expect(await lastBody()).toMatchObject({ page: 1, status: '2' });
  });

  it('in English: the cards, their columns and won amounts, the pager', async () => {
    const view = await openCashList('en');
    const cards = await cardsOf("Sub-members' deposits and withdrawals", 10);
    for (const word of ['Member', 'Deposit', 'Withdrawal', 'Status', 'Completed', 'Store'])
      expect(within(cards).getAllByText(word, { exact: true }).length, word).toBeGreaterThan(0);
    within(screen.getByRole('region', { name: 'Totals (whole filter)' })).getByText('₩950,000');
    await view.user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await within(await cardsOf("Sub-members' deposits and withdrawals", 4)).findByText('₩700,000', { exact: true });
  });
});
