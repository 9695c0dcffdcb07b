// The activity statement (/mypage/activity) without the browser, against the mock's examples: the
// months with their figures (the deposits' bonuses among them) and the total line (money
// thousands-separated, month names localized, the net with its sign); the period's exact body, by default the last six months and then as
// picked (the two months never cross); the CSV file's exact content (the same rows, amounts as
// numbers); each error code the call can answer said in its own words, with a retry; no month;
// the phone's cards; English and Vietnamese.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityScreen } from '@/features/activity/ActivityScreen';
import { addMonths, seoulMonth } from '@/features/activity/months';
import { clearRequests, requestsTo, setFault, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const ACTIVITY = '/api/member/activity';

async function openActivity(options: { path?: string; layout?: 'desktop' | 'mobile'; language?: 'ko' | 'en' | 'vi' } = {}) {
  const { path = '/mypage/activity', layout = 'desktop', language = 'ko' } = options;
  return renderScreen(<ActivityScreen />, { path, route: '/mypage/activity', member: true, layout, language });
}

const cellsOf = (row: HTMLElement) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent);

/** What the CSV button hands to the browser as a file: its name and text. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  Object.assign(URL, { createObjectURL: (blob: Blob) => ((last = blob), 'blob:activity'), revokeObjectURL: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) files.push({ name: this.download, blob: last });
  });
  return files;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('activity statement', () => {
  it('the months and the total line; by default the last six months are asked for', async () => {
    await clearRequests();
    await openActivity();
    const table = await screen.findByRole('table', { name: '월별 이용 금액' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      ['월', '충전', '보너스', '환전', '베팅 금액', '당첨 금액', '손익'],
      ['2026년 10월', '500,000원', '50,000원', '200,000원', '320,000원', '280,000원', '-40,000원'],
      ['2026년 11월', '300,000원', '30,000원', '0원', '150,000원', '90,000원', '-60,000원'],
      ['합계', '800,000원', '80,000원', '200,000원', '470,000원', '370,000원', '-100,000원'],
    ]);
    within(rows[1]!).getByRole('rowheader', { name: '2026년 10월' });
    const now = seoulMonth();
    expect((await requestsTo(ACTIVITY)).map((r) => r.body)).toEqual([{ from: addMonths(now, -5), to: now, siteId: 'winner' }]);
  });

  it('the period picked is sent as it is; a first month after the last moves the last to it', async () => {
    const now = seoulMonth();
    const view = await openActivity({ path: `/mypage/activity?from=${addMonths(now, -2)}&to=${addMonths(now, -1)}` });
    await screen.findByRole('table');
    const from = screen.getByRole<HTMLSelectElement>('combobox', { name: '시작 월' });
    const to = screen.getByRole<HTMLSelectElement>('combobox', { name: '종료 월' });
    expect([from.value, to.value]).toEqual([addMonths(now, -2), addMonths(now, -1)]);
    await clearRequests();
    await view.user.selectOptions(from, addMonths(now, -11));
    await waitFor(async () =>
      expect((await requestsTo(ACTIVITY)).map((r) => r.body)).toEqual([
        { from: addMonths(now, -11), to: addMonths(now, -1), siteId: 'winner' },
      ]),
    );
    await clearRequests();
    await view.user.selectOptions(from, now);
    expect(to.value).toBe(now);
    await waitFor(async () => expect((await requestsTo(ACTIVITY)).map((r) => r.body)).toEqual([{ from: now, to: now, siteId: 'winner' }]));
  });

  it('the CSV file holds the same rows and the total, amounts as numbers, named by the period', async () => {
    const files = catchDownloads();
    const now = seoulMonth();
    const view = await openActivity();
    await screen.findByRole('table');
    await view.user.click(screen.getByRole('button', { name: 'CSV 내보내기' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe(`activity-${addMonths(now, -5)}-${now}.csv`);
    // the bytes as written, the BOM kept (Blob.text() drops it)
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await files[0]!.blob.arrayBuffer())).toBe(
      '\uFEFF' +
        [
          '월,충전,보너스,환전,베팅 금액,당첨 금액,손익',
          '2026-10,500000,50000,200000,320000,280000,-40000',
          '2026-11,300000,30000,0,150000,90000,-60000',
          '합계,800000,80000,200000,470000,370000,-100000',
        ].join('\r\n') +
        '\r\n',
    );
  });

  it.each([
    ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.'],
    ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
    ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
    ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.'],
  ])('%s is said in its own words, with a retry that reads again', async (code, words) => {
    await setScenario(ACTIVITY, code, 1);
    const view = await openActivity();
    await screen.findByText(words);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'CSV 내보내기' }).disabled).toBe(true);
    await view.user.click(screen.getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('table', { name: '월별 이용 금액' });
  });

  it('no month: said so, no table, nothing to export', async () => {
    await setFault(ACTIVITY, { body: { code: '0', data: { list: [] } } });
    await openActivity();
    await screen.findByText('이 기간에는 이용 내역이 없습니다.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'CSV 내보내기' }).disabled).toBe(true);
  });

  it('on the phone: a card per month and the total card', async () => {
    await openActivity({ layout: 'mobile' });
    const list = await screen.findByRole('list', { name: '월별 이용 금액' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    within(cards[0]!).getByText('2026년 10월');
    within(cards[2]!).getByText('합계');
    within(cards[2]!).getByText('-100,000원');
  });

  it('in English', async () => {
    await openActivity({ language: 'en' });
    screen.getByRole('heading', { level: 1, name: 'Activity statement' });
    const table = await screen.findByRole('table', { name: 'Activity by month' });
    expect(within(table).getAllByRole('row').map(cellsOf).at(-1)).toEqual([
      'Total',
      '₩800,000',
      '₩80,000',
      '₩200,000',
      '₩470,000',
      '₩370,000',
      '-₩100,000',
    ]);
    within(table).getByRole('rowheader', { name: 'October 2026' });
    screen.getByRole('combobox', { name: 'From' });
  });

  it('in Vietnamese (a no-break space before ₩)', async () => {
    await openActivity({ language: 'vi' });
    screen.getByRole('heading', { level: 1, name: 'Bảng kê hoạt động' });
    const table = await screen.findByRole('table', { name: 'Hoạt động theo tháng' });
    expect(within(table).getAllByRole('row').map(cellsOf)[1]).toEqual([
      'tháng 10 năm 2026',
      '500.000\u00a0₩',
      '50.000\u00a0₩',
      '200.000\u00a0₩',
      '320.000\u00a0₩',
      '280.000\u00a0₩',
      '-40.000\u00a0₩',
    ]);
    screen.getByRole('combobox', { name: 'Từ tháng' });
  });
});
