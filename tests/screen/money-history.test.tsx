// The money history (/mypage/money/list, phone /moneyList; inferred) without the browser, against the
// mock's examples of /api/member/ledger: each movement with its kind, reason (and what it names),
// balance, signed amount and the balance after it, the newest cash row at the balance the header
// shows; today's first page asked, then the kind, the balance and the page picked, each the exact
// body; the CSV of every page; nothing in the period; each error code the call can answer said in its
// own words, with a retry; the phone's cards; English. The browser keeps both layouts and axe (the
// route walker, tests/e2e/routes-mypage.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyHistoryScreen } from '@/features/mypage/ledger/MoneyHistoryScreen';
import { seoulToday } from '../e2e/support/dates';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const LEDGER = '/api/member/ledger';
const WAIT = { timeout: 10_000 };

function openHistory(options: { layout?: 'desktop' | 'mobile'; language?: 'ko' | 'en' | 'vi' } = {}) {
  const { layout = 'desktop', language = 'ko' } = options;
  const path = layout === 'desktop' ? '/mypage/money/list' : '/moneyList';
  return renderScreen(<MoneyHistoryScreen />, { path, route: path, member: true, layout, language });
}

const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent);
const lastBody = async () => (await requestsTo(LEDGER)).at(-1)?.body;

/** What the CSV button hands to the browser as a file: its name and text. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  Object.assign(URL, { createObjectURL: (blob: Blob) => ((last = blob), 'blob:ledger'), revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the money history', () => {
  it('each movement with its reason, its signed amount and the balance after it; today’s first page asked', async () => {
    await clearRequests();
    await openHistory();
    screen.getByRole('heading', { level: 1, name: '머니 내역' });
    const table = await screen.findByRole('table', { name: '보유머니·포인트 변동 내역' }, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[0]!)).toEqual(['일시', '구분', '내용', '머니 종류', '변동 금액', '변동 후 잔액']);
    // the newest cash row ends at the balance the header shows (the balance example: 1,250,000원, 35,200P)
    expect(rows.slice(1).map((r) => cellsOf(r).slice(1))).toEqual([
      ['환전', '환전 신청', '보유머니', '-100,000원', '1,250,000원'],
      ['파트너', '파트너 머니 회수 (회수)', '보유머니', '-50,000원', '1,350,000원'],
      ['포인트', '포인트 전환', '보유머니', '+10,000원', '1,400,000원'],
      ['포인트', '포인트 전환', '포인트', '-10,000P', '35,200P'],
      ['포인트', '베팅 포인트 적립', '포인트', '+1,450P', '45,200P'],
      ['게임머니', '게임머니 회수', '보유머니', '+1,390,000원', '1,390,000원'],
      ['게임머니', '게임머니로 이동', '보유머니', '-1,085,000원', '0원'],
      ['파트너', '파트너 머니 지급 (이벤트 지급)', '보유머니', '+200,000원', '1,085,000원'],
      ['쿠폰', '쿠폰 사용 (가입 축하 쿠폰)', '보유머니', '+10,000원', '885,000원'],
      ['보너스', '출석 체크 보상', '포인트', '+1,000P', '43,750P'],
    ]);
    expect(cellsOf(rows[1]!)[0]).toMatch(/2026.*11.*22.*20:10/);
    const today = seoulToday();
    expect(await lastBody()).toEqual({ siteId: 'winner', page: 1, count_per_list: 10, startDate: today, endDate: today });
  });

  it('the kind, the balance and the page picked are sent as the body says', async () => {
    const view = await openHistory();
    await screen.findByRole('table', {}, WAIT);
    const today = seoulToday();
    const first = { siteId: 'winner', page: 1, count_per_list: 10, startDate: today, endDate: today };

    await view.user.click(screen.getByRole('button', { name: '2 페이지로' }));
    await expect.poll(lastBody).toEqual({ ...first, page: 2 });
    await screen.findByRole('cell', { name: '충전 승인' }, WAIT);

    // a filter starts again from the first page
    await view.user.click(screen.getByRole('combobox', { name: '구분' }));
    await view.user.click(await screen.findByRole('option', { name: '보너스' }));
    await expect.poll(lastBody).toEqual({ ...first, kind: 'bonus' });
    await view.user.click(screen.getByRole('combobox', { name: '머니 종류' }));
    await view.user.click(await screen.findByRole('option', { name: '포인트' }));
    await expect.poll(lastBody).toEqual({ ...first, kind: 'bonus', account: 'points' });
    // "all" again leaves the field out
    await view.user.click(screen.getByRole('combobox', { name: '구분' }));
    await view.user.click(await screen.findByRole('option', { name: '전체 구분' }));
    await expect.poll(lastBody).toEqual({ ...first, account: 'points' });
  });

  it('the CSV file holds every page of the period, the time as sent and the amounts as numbers', async () => {
    const files = catchDownloads();
    const view = await openHistory();
    await screen.findByRole('table', {}, WAIT);
    await view.user.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    await waitFor(() => expect(files).toHaveLength(1), WAIT);
    const today = seoulToday();
    expect(files[0]!.name).toBe(`money-history-${today}-${today}.csv`);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]!.blob.arrayBuffer()).split('\r\n');
    expect(lines[0]).toBe('\uFEFF일시,구분,내용,머니 종류,변동 금액,변동 후 잔액');
    expect(lines[1]).toBe('2026-11-22 20:10:00,환전,환전 신청,보유머니,-100000,1250000');
    // both pages: 14 movements, the oldest last, then the file's closing line break
    expect(lines).toHaveLength(16);
    expect(lines[14]).toBe('2026-11-20 10:05:00,충전,충전 승인,보유머니,300000,800000');
    expect(lines[15]).toBe('');
  });

  it('nothing in the period: said so, no table', async () => {
    await setScenario(LEDGER, 'empty');
    await openHistory();
    await screen.findByText('이 기간에는 보유머니나 포인트가 움직인 내역이 없습니다.', {}, WAIT);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it.each([
    ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.'],
    ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
    ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
    ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.'],
  ])('%s is said in its own words, with a retry that reads again', async (code, words) => {
    await setScenario(LEDGER, code, 1);
    const view = await openHistory();
    await screen.findByText(words, {}, WAIT);
    expect(screen.queryByRole('table')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('table', { name: '보유머니·포인트 변동 내역' }, WAIT);
  });

  it('on the phone: a card per movement', async () => {
    await openHistory({ layout: 'mobile' });
    const list = await screen.findByRole('list', { name: '보유머니·포인트 변동 내역' }, WAIT);
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    within(cards[0]!).getByText('환전 신청');
    within(cards[0]!).getByText('-100,000원');
    within(cards[0]!).getByText('1,250,000원');
  });

  it('in English', async () => {
    await openHistory({ language: 'en' });
    screen.getByRole('heading', { level: 1, name: 'Money history' });
    const table = await screen.findByRole('table', { name: 'Cash and point movements' }, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[0]!)).toEqual(['Date', 'Kind', 'Details', 'Balance', 'Amount', 'Balance after']);
    expect(cellsOf(rows[2]!).slice(1)).toEqual(['Partner', 'Money taken back by partner (회수)', 'Cash balance', '-₩50,000', '₩1,350,000']);
    expect(cellsOf(rows[4]!).slice(1)).toEqual(['Points', 'Convert points', 'Points', '-10,000 P', '35,200 P']);
  });

  it('in Vietnamese', async () => {
    await openHistory({ language: 'vi' });
    screen.getByRole('heading', { level: 1, name: 'Lịch sử tiền' });
    const table = await screen.findByRole('table', { name: 'Biến động số dư tiền mặt và điểm' }, WAIT);
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[0]!)).toEqual(['Thời gian', 'Loại', 'Nội dung', 'Số dư', 'Số tiền', 'Số dư sau']);
    expect(cellsOf(rows[2]!).slice(1)).toEqual(['Đối tác', 'Đối tác thu hồi tiền (회수)', 'Số dư tiền mặt', '-50.000\u00a0₩', '1.350.000\u00a0₩']);
    expect(cellsOf(rows[4]!).slice(1)).toEqual(['Điểm', 'Đổi điểm', 'Điểm', '-10.000 điểm', '35.200 điểm']);
  });
});
