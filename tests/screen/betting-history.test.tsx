// The betting history (/mypage/betting/list, phone /bet) and win/loss (/mypage/winlose, phone
// /winlose) without the browser, against the mock: every result label and the exact list body; page
// 2 asked; the group, vendor (the group's own only) and older-records filters and the 7-day preset,
// each asked with its body and back to page 1; an older bet of an unknown state read as cancelled;
// none; E002 and TE99 each in its own words with a retry; a bet's detail (NT99 in the dialog with its
// retry, then each selection with market, pick, odds, score and result, and its exact body), a
// pending bet, another bet's own selections; English labels, vendors and games; the phone's cards and
// its detail; win/loss totals and days with the exact body, the 30-day preset, none, E001 and NT99
// with their retries; Vietnamese on the phone. The browser keeps the main paths on both layouts, the
// page and the filters in the address across a reload, the detail dialog, an error state and axe
// (tests/e2e/betting-history.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BettingHistoryScreen } from '@/features/mypage/betting/BettingHistoryScreen';
import { WinLoseScreen } from '@/features/mypage/betting/WinLoseScreen';
import { daysBefore, seoulToday } from '../e2e/support/dates';
import { clearRequests, clearScenarios, lastBody, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const LIST = '/api/bet/betlist';
const DETAIL = '/api/bet/detail';
const WINLOSE = '/api/member/winlose';

const openBets = (options: { layout?: 'desktop' | 'mobile'; language?: 'ko' | 'en' | 'vi' } = {}) =>
  renderScreen(<BettingHistoryScreen />, { path: options.layout === 'mobile' ? '/bet' : '/mypage/betting/list', member: true, ...options });
const rowsOf = async (name = '베팅 목록') => {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { table, rows: () => within(table).getAllByRole('row') };
};
const listBody = async () => (await lastBody(LIST)) ?? {};

describe('betting history', () => {
  it('page 1 of today: every result label, the group named, the exact body; page 2 asked', async () => {
    await clearRequests();
    const view = await openBets();
    const { table, rows } = await rowsOf();
    await waitFor(() => expect(rows()).toHaveLength(11)); // header + 10
    within(rows()[1]!).getByText('100,000원');
    within(rows()[1]!).getByText('195,000원');
    within(rows()[1]!).getByText('라이브카지노'); // the group's name, not its code
    within(rows()[3]!).getByText('스포츠 · 다폴더 (3폴더)');
    for (const label of ['적중', '미적중', '적특', '대기', '진행중', '취소'])
      expect(within(table).getAllByText(label, { exact: true }).length, label).toBeGreaterThan(0);
    const today = seoulToday();
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10, startDate: today, endDate: today, oldYn: 'N' });
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    within(pager).getByRole('button', { name: '3 페이지로' });
    await view.user.click(within(pager).getByRole('button', { name: '2 페이지로' }));
    expect((await within(table).findAllByText('2026. 11. 21.', { exact: false })).length).toBeGreaterThan(0);
    expect((await listBody()).page).toBe(2);
  });

  it('the group, the vendor (the group’s own) and older records asked, each from page 1; an unknown older state reads cancelled; the 7-day preset keeps them', async () => {
    const view = await openBets();
    const { table } = await rowsOf();
    await view.user.click(screen.getByRole('button', { name: '2 페이지로' }));
    await waitFor(async () => expect((await listBody()).page).toBe(2));
    await view.user.click(screen.getByRole('combobox', { name: '게임 분류' }));
    await view.user.click(await screen.findByRole('option', { name: '라이브카지노' }));
    await waitFor(async () => expect((await listBody()).groupKey).toBe('casino'));
    expect((await listBody()).page).toBe(1);
    expect((await listBody()).vendorCode).toBeUndefined();
    await view.user.click(screen.getByRole('combobox', { name: '게임사' }));
    await screen.findByRole('option', { name: '에볼루션' });
    expect(screen.queryByRole('option', { name: '프라그마틱 슬롯' })).toBeNull();
    await view.user.click(screen.getByRole('option', { name: '에볼루션' }));
    await waitFor(async () => expect((await listBody()).vendorCode).toBe('1'));
    const older = screen.getByRole<HTMLInputElement>('checkbox', { name: '이전 기록 보기' });
    await view.user.click(older);
    await waitFor(async () => expect((await listBody()).oldYn).toBe('Y'));
    expect(older.checked).toBe(true);
    expect(await listBody()).toMatchObject({ groupKey: 'casino', vendorCode: '1', page: 1 });
    // an older bet whose state the site does not know reads as cancelled
    await waitFor(() => {
      const row = within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes('10,000원'));
      expect(row && within(row).queryByText('취소', { exact: true })).toBeTruthy();
    });
    const today = seoulToday();
    await view.user.click(within(screen.getByRole('group', { name: '기간 빠른 선택' })).getByRole('button', { name: '7일' }));
    await waitFor(async () => expect((await listBody()).startDate).toBe(daysBefore(today, 6)));
    expect(await listBody()).toMatchObject({ groupKey: 'casino', vendorCode: '1', oldYn: 'Y', endDate: today });
  });

  it('none: said so, no pager; E002 and TE99 each in its own words, each retry asks again', async () => {
    await setScenario(LIST, 'empty');
    const view = await openBets();
    await screen.findByText('이 기간에 베팅 내역이 없습니다.');
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
    await setScenario(LIST, 'E002');
    await view.user.click(screen.getByRole('checkbox', { name: '이전 기록 보기' }));
    await screen.findByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    await setScenario(LIST, 'TE99');
    await view.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByText('연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.');
    await clearScenarios();
    await view.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await rowsOf(); // the older records
  });

  it('a bet’s detail: NT99 said in the dialog with a retry; then each selection with its result and the exact body; a pending bet; another bet’s own selections', async () => {
    const view = await openBets();
    const { table } = await rowsOf();
    await setScenario(DETAIL, 'NT99');
    await view.user.click(within(table).getByRole('button', { name: '베팅 90213 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '베팅 상세 (90213)' });
    await within(dialog).findByText('통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.');
    await clearScenarios();
    await clearRequests();
    await view.user.click(within(dialog).getByRole('button', { name: '다시 시도' }));
    const folders = await within(dialog).findByRole('table', { name: '선택 내역' });
    await waitFor(() => expect(within(folders).getAllByRole('row')).toHaveLength(4));
    const first = within(folders).getAllByRole('row')[1]!;
    for (const text of ['Arsenal vs Chelsea', '1X2', 'Arsenal', '2.00', '2:1', '적중']) within(first).getByText(text, { exact: true });
    within(dialog).getByText('5.92');
    within(dialog).getByText('177,600원');
    expect(await lastBody(DETAIL)).toEqual({ siteId: 'winner', betIdx: 90213, oldYn: 'N' });
    await view.user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(dialog.isConnected).toBe(false));

    // a bet still waiting: one folder won, one waiting, one cancelled
    await setScenario(DETAIL, 'pending');
    await view.user.click(within(table).getByRole('button', { name: '베팅 90240 상세 보기' }));
    const pending = await screen.findByRole('dialog', { name: '베팅 상세 (90240)' });
    const pendingTable = await within(pending).findByRole('table', { name: '선택 내역' });
    await waitFor(() => expect(within(pendingTable).getAllByRole('row')).toHaveLength(4));
    const pendingRows = within(pendingTable).getAllByRole('row');
    within(pendingRows[1]!).getByText('적중', { exact: true });
    within(pendingRows[2]!).getByText('대기', { exact: true });
    within(pendingRows[3]!).getByText('취소', { exact: true });
    await view.user.click(within(pending).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(pending.isConnected).toBe(false));

    // with no scenario, a bet's detail is that bet's: 90237 is one blackjack hand, still waiting
    await clearScenarios();
    await view.user.click(within(table).getByRole('button', { name: '베팅 90237 상세 보기' }));
    const own = await screen.findByRole('dialog', { name: '베팅 상세 (90237)' });
    const ownTable = await within(own).findByRole('table', { name: '선택 내역' });
    await within(ownTable).findByText('블랙잭 A #37', { exact: true });
    const ownRows = within(ownTable).getAllByRole('row');
    expect(ownRows).toHaveLength(2);
    within(ownRows[1]!).getByText('대기', { exact: true });
    expect(await lastBody(DETAIL)).toEqual({ siteId: 'winner', betIdx: 90237, oldYn: 'N' });
  });

  it('in English: the result labels and headers; vendors and games named in English', async () => {
    await openBets({ language: 'en' });
    const { table } = await rowsOf('Bets');
    within(table).getByRole('columnheader', { name: 'Stake' });
    for (const label of ['Won', 'Lost', 'Void (tie)', 'Pending', 'Open', 'Cancelled'])
      expect(within(table).getAllByText(label, { exact: true }).length, label).toBeGreaterThan(0);
    expect(within(table).getAllByText('Live casino').length).toBeGreaterThan(0);
    // by the vendor's code and the game's names, or by the code one of whose names the server wrote (에볼루션)
    within(table).getByText('Evolution · Baccarat Table 3', { exact: true });
    expect(within(table).queryByText(/에볼루션/)).toBeNull();
  });

  it('in Vietnamese: the game groups in the site\'s own words (the server names them in ko and en only), games by their vi names', async () => {
    await openBets({ language: 'vi' });
    const { table } = await rowsOf('Danh sách cược');
    expect(within(table).getAllByText('Sòng bài trực tiếp').length).toBeGreaterThan(0);
    expect(within(table).getAllByText(/Powerball bóng thường lẻ\/chẵn/).length).toBeGreaterThan(0);
    expect(within(table).queryByText(/Live casino|라이브카지노/)).toBeNull();
  });

  it('the phone: one card per bet with its label; the detail holds one block per selection of the bet tapped', async () => {
    const view = await openBets({ layout: 'mobile' });
    const list = await screen.findByRole('list', { name: '베팅 목록' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));
    const cards = within(list).getAllByRole('listitem');
    within(cards[0]!).getByText('195,000원');
    within(cards[1]!).getByText('미적중', { exact: true });
    await view.user.click(within(cards[0]!).getByRole('button', { name: '베팅 90240 상세 보기' }));
    const dialog = await screen.findByRole('dialog', { name: '베팅 상세 (90240)' });
    const selections = await within(dialog).findByRole('list', { name: '선택 내역' });
    await within(selections).findByText('바카라 3번 테이블 #40', { exact: true });
    expect(within(selections).getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('win/loss', () => {
  it('the period totals and one line per day, the exact body; the 30-day preset asks again; none', async () => {
    await clearRequests();
    const view = await renderScreen(<WinLoseScreen />, { path: '/mypage/winlose', member: true });
    const totals = () => screen.getAllByRole('definition').map((d) => d.textContent);
    await waitFor(() => expect(totals()).toEqual(expect.arrayContaining(['585,000원', '590,000원', '+5,000원'])));
    const days = await screen.findByRole('table', { name: '일별 윈루즈' });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    within(within(days).getAllByRole('row')[1]!).getByText('-55,000원');
    const today = seoulToday();
    expect(await lastBody(WINLOSE)).toEqual({ siteId: 'winner', startDate: today, endDate: today });
    const presets = screen.getByRole('group', { name: '기간 빠른 선택' });
    await view.user.click(within(presets).getByRole('button', { name: '30일' }));
    await waitFor(async () => expect((await lastBody(WINLOSE))?.['startDate']).toBe(daysBefore(today, 29)));
    await setScenario(WINLOSE, 'empty');
    await view.user.click(within(presets).getByRole('button', { name: '7일' }));
    await screen.findByText('이 기간에 베팅이나 입출금 내역이 없습니다.');
  });

  it('E001 and NT99 each in its own words, a retry after each; then the days', async () => {
    await setScenario(WINLOSE, 'E001', 1);
    const view = await renderScreen(<WinLoseScreen />, { path: '/mypage/winlose', member: true });
    await screen.findByText('처리 중 오류가 발생했습니다. 다시 시도해 주세요.');
    await setScenario(WINLOSE, 'NT99', 1);
    await view.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByText('통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.');
    await view.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('table', { name: '일별 윈루즈' });
  });

  it('the phone in Vietnamese: totals and day cards', async () => {
    await renderScreen(<WinLoseScreen />, { path: '/winlose', member: true, layout: 'mobile', language: 'vi' });
    const list = await screen.findByRole('list', { name: 'Thắng/thua theo ngày' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1));
    expect(screen.getAllByRole('definition').some((d) => d.textContent?.includes('585.000'))).toBe(true);
  });
});
