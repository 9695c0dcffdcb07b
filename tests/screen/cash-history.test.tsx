// The deposit and withdrawal histories (/mypage/charge/list, /mypage/exchange/list; the phone's
// tabs of /chargeMain and /exchangeMain) without the browser: the deposits' rows, one word per
// state (a decided request's word ends its timeline; never 승인 or 거절), on the table and the phone's
// cards; the exact body of today's first page, then of page 2 and of the 7-day preset; the page the
// address names asked; nothing in the period (said so, no pager); an error (E002) with a retry; a
// delete confirmed (its exact body, the list read again) and refused (C503, in the dialog); the
// withdrawals themselves in English (amounts never 0, no bonus column, cashType out, two pages) and
// on the phone in Vietnamese; a rejected withdrawal shows the operator's reason beside its state
// (the contract's rejectReason), one without a reason and the requests still moving show none; in
// English too. The browser keeps the lists' paging through the pager, the address and a reload, the
// preset kept on reload, both layouts, a 10,000-row answer, the widths and axe
// (tests/e2e/cash-history.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileExchangeScreen } from '@/app/pages/MobileExchangeScreen';
import { CashHistoryScreen } from '@/features/mypage/history/CashHistoryScreen';
import { daysBefore, seoulToday } from '../e2e/support/dates';
import { closed } from './support/closed';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const WAIT = { timeout: 10_000 };

/** The row of the list whose cells hold `text`. */
const rowWith = async (text: string) => (await screen.findByRole('cell', { name: text }, WAIT)).closest('tr') as HTMLElement;

describe('the withdrawal history', () => {
  it("a rejected withdrawal shows the operator's reason; the others none", async () => {
    await renderScreen(<CashHistoryScreen cashType="out" />, { path: '/mypage/exchange/list', member: true });
    await screen.findByRole('columnheader', { name: '취소 사유' }, WAIT);
    const rejected = await rowWith('계좌 정보 불일치');
    expect(within(rejected).getAllByText('취소').length).toBeGreaterThan(0);
    // the reason column: the two rejections the operator gave a reason for, '-' everywhere else
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const at = headers.indexOf('취소 사유');
    const reasons = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[at]?.textContent);
    expect(reasons.filter((r) => r !== '-')).toEqual(['계좌 정보 불일치', '롤링 조건 미충족']);
    expect(reasons.length).toBeGreaterThan(2);
  });

  it('in English: the header and the reason as the operator typed it', async () => {
    await renderScreen(<CashHistoryScreen cashType="out" />, { path: '/mypage/exchange/list', member: true, language: 'en' });
    await screen.findByRole('columnheader', { name: 'Cancellation reason' }, WAIT);
    await rowWith('계좌 정보 불일치');
  });
});

const LIST = '/api/cash/list/';
const lastListBody = async () => (await requestsTo(LIST)).at(-1)?.body as Record<string, unknown> | undefined;
const DEPOSITS = '/mypage/charge/list';

/** The decided rows' (or cards') words: each one's state word ends its timeline; none says 승인 or 거절. */
function oneWordPerState(items: HTMLElement[]) {
  let decided = 0;
  for (const item of items) {
    const timeline = within(item).getByRole('list', { name: '처리 과정' });
    for (const word of ['완료', '취소']) {
      const outside =
        within(item).queryAllByText(word, { exact: true }).length - within(timeline).queryAllByText(word, { exact: true }).length;
      if (outside === 0) continue;
      decided++;
      expect(within(timeline).getAllByRole('listitem').at(-1)?.textContent).toContain(word);
    }
    expect(item.textContent).not.toMatch(/승인|거절/);
  }
  expect(decided).toBeGreaterThan(1);
}

describe('the deposit history', () => {
  it('today’s first page: its rows, one word per state (the timeline ends with it), the exact body; page 2 and the 7-day preset asked', async () => {
    const view = await renderScreen(<CashHistoryScreen cashType="in" />, { path: DEPOSITS, member: true });
    const table = await screen.findByRole('table', { name: '충전 신청 목록' }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), WAIT);
    const rows = within(table).getAllByRole('row').slice(1);
    within(rows[0]!).getByText('100,000원');
    within(rows[0]!).getByText('10,000원'); // bonus
    for (const label of ['완료', '대기', '신청', '취소'])
      expect(within(table).getAllByText(label, { exact: true }).length, label).toBeGreaterThan(0);
    oneWordPerState(rows);
    const today = seoulToday();
    const first = { siteId: 'winner', page: 1, count_per_list: 10, startDate: today, endDate: today, cashType: 'in' };
    expect(await lastListBody()).toEqual(first);

    await view.user.click(within(screen.getByRole('navigation', { name: '페이지 이동' })).getByRole('button', { name: '2 페이지로' }));
    await expect.poll(lastListBody, WAIT).toEqual({ ...first, page: 2 });
    await within(table).findAllByText('2026. 11. 21.', { exact: false }, WAIT);

    await view.user.click(within(screen.getByRole('group', { name: '기간 빠른 선택' })).getByRole('button', { name: '7일' }));
    await expect.poll(lastListBody, WAIT).toEqual({ ...first, startDate: daysBefore(today, 6) });
  });

  it('asks for the page its address names', async () => {
    await renderScreen(<CashHistoryScreen cashType="in" />, { path: `${DEPOSITS}?page=3`, route: DEPOSITS, member: true });
    await screen.findByRole('button', { name: '3 페이지 (현재)' }, WAIT);
    expect(await lastListBody()).toMatchObject({ page: 3, cashType: 'in' });
  });

  it('nothing in the period: said so, no pager; an error (E002) says so with a retry that reads the list', async () => {
    await setScenario(LIST, 'empty');
    const view = await renderScreen(<CashHistoryScreen cashType="in" />, { path: DEPOSITS, member: true });
    await screen.findByText('이 기간에 충전 신청이 없습니다.', {}, WAIT);
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
    await setScenario(LIST, 'E002');
    await view.user.click(within(screen.getByRole('group', { name: '기간 빠른 선택' })).getByRole('button', { name: '7일' }));
    const failed = await screen.findByRole('alert', {}, WAIT);
    await waitFor(() => expect(failed.textContent).toContain('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'), WAIT);
    await setScenario(LIST, 'success');
    await view.user.click(within(failed).getByRole('button', { name: '다시 시도' }));
    const table = await screen.findByRole('table', { name: '충전 신청 목록' }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), WAIT);
  });

  it('a processed request deleted after its confirmation: the exact body, the list read again; a refused delete (C503) says why in the dialog', async () => {
    const view = await renderScreen(<CashHistoryScreen cashType="in" />, { path: DEPOSITS, member: true });
    const table = await screen.findByRole('table', { name: '충전 신청 목록' }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), WAIT);
    const deleteFirst = () =>
      view.user.click(within(within(table).getAllByRole('row')[1]!).getByRole('button', { name: /신청 내역 삭제$/ }));
    await deleteFirst();
    let dialog = await screen.findByRole('dialog', { name: '내역 삭제' }, WAIT);
    within(dialog).getByText(/100,000원 신청 내역을 삭제할까요/);
    await clearRequests();
    await view.user.click(within(dialog).getByRole('button', { name: '삭제' }));
    await closed(dialog);
    expect((await requestsTo('/api/cash/del')).map((r) => r.body)).toEqual([{ siteId: 'winner', cashIdxList: [3323] }]);
    await expect.poll(async () => (await requestsTo(LIST)).length, WAIT).toBeGreaterThan(0);

    await setScenario('/api/cash/del', 'C503');
    await deleteFirst();
    dialog = await screen.findByRole('dialog', { name: '내역 삭제' }, WAIT);
    await view.user.click(within(dialog).getByRole('button', { name: '삭제' }));
    const refused = await within(dialog).findByRole('alert', {}, WAIT);
    await waitFor(() => expect(refused.textContent).toContain('이미 처리된 요청은 변경할 수 없습니다.'), WAIT);
  });

  it('on the phone: a card per request, one word per state on the cards too', async () => {
    await renderScreen(<CashHistoryScreen cashType="in" />, { path: DEPOSITS, member: true, layout: 'mobile' });
    const cards = await screen.findByRole('list', { name: '충전 신청 목록' }, WAIT);
    await waitFor(() => expect(cards.querySelectorAll(':scope > li')).toHaveLength(10), WAIT);
    oneWordPerState([...cards.querySelectorAll<HTMLElement>(':scope > li')]);
    expect(await lastListBody()).toMatchObject({ cashType: 'in' });
  });
});

describe('the withdrawal history, its rows', () => {
  it('in English: the withdrawals themselves (their amounts, never 0), no bonus column, cashType out; page 2 holds the last two', async () => {
    const view = await renderScreen(<CashHistoryScreen cashType="out" />, { path: '/mypage/exchange/list', member: true, language: 'en' });
    const table = await screen.findByRole('table', { name: 'Withdrawal requests' }, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11), WAIT);
    within(table).getByRole('columnheader', { name: 'Withdrawal amount' });
    expect(within(table).queryByRole('columnheader', { name: 'Bonus' })).toBeNull();
    expect(within(table).getAllByText('Completed', { exact: true }).length).toBeGreaterThan(0);
    const rows = within(table).getAllByRole('row');
    within(rows[1]!).getByRole('cell', { name: '₩100,000' });
    within(rows[2]!).getByRole('cell', { name: '₩50,000' });
    expect(within(table).queryByRole('cell', { name: '₩0' })).toBeNull();
    expect(await lastListBody()).toMatchObject({ cashType: 'out', page: 1 });
    // two pages of withdrawals (not the deposits' three)
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).queryByRole('button', { name: 'Go to page 3' })).toBeNull();
    await view.user.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3), WAIT);
    within(table).getByRole('cell', { name: '₩1,000,000' });
    expect(await lastListBody()).toMatchObject({ cashType: 'out', page: 2 });
  });

  it('on the phone in Vietnamese: the history tab of /exchangeMain, the withdrawals themselves', async () => {
    await renderScreen(<MobileExchangeScreen />, {
      path: '/exchangeMain?view=history',
      route: '/exchangeMain',
      member: true,
      layout: 'mobile',
      language: 'vi',
    });
    await screen.findByRole('tab', { name: 'Lịch sử rút tiền', selected: true }, WAIT);
    const cards = await screen.findByRole('list', { name: 'Các yêu cầu rút tiền' }, WAIT);
    // (the amount's space is a no-break one)
    await waitFor(() => expect(cards.querySelector(':scope > li')?.textContent).toMatch(/100\.000\s₩/), WAIT);
    expect(await lastListBody()).toMatchObject({ cashType: 'out' });
  });
});
