// @vitest-environment jsdom
// The shared grid on a phone: the paged list's cards (one per row, each column a labelled line) and
// its pager, the totals under them; and the choice of columns kept per grid and member.
import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LayoutProvider } from '@forms/renderer/layout-context';
import type { ListDescription } from '@/kit/paged-list/description';
import { columnsStorageKey, useColumnVisibility } from './column-visibility';
import { ServerDataGrid } from './ServerDataGrid';

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: {} } });
});

interface Row {
  id: number;
  who: string;
  amount: number;
}
const description: ListDescription<Row> = {
  rowKey: (r) => r.id,
  columns: [
    { id: 'who', header: '회원', cell: (r) => r.who },
    { id: 'amount', header: '금액', align: 'right', sortable: true, cell: (r) => `${r.amount.toLocaleString('ko-KR')}원` },
  ],
  empty: '내역이 없습니다.',
};
const query = { isPending: false, isError: false, error: null, isFetching: false, refetch: () => Promise.resolve() } as never;

describe('the server grid on a phone', () => {
  it('shows a card per row with every column labelled, the totals, the order as a select, and no grid', () => {
    const sorts: unknown[] = [];
    const rows = [
      { id: 1, who: '역삼매장', amount: 50_000 },
      { id: 2, who: '대박기원', amount: 1_200_000 },
    ];
    render(
      <I18nextProvider i18n={i18n}>
        <LayoutProvider layout="mobile">
          <ServerDataGrid
            title="충환전 내역"
            caption="하위 회원 충환전 내역"
            description={description}
            list={{ query, rows, pageInfo: { page: 1, count_per_list: 10, tatal_list_count: 2 }, fetchAll: () => Promise.resolve(rows) }}
            page={1}
            onPage={() => undefined}
            sort={null}
            onSort={(sort) => sorts.push(sort)}
            columnsKey="test"
            totals={{ label: '합계', items: [{ id: 'amount', label: '금액 합계', value: '1,250,000원' }] }}
          />
        </LayoutProvider>
      </I18nextProvider>,
    );
    const cards = screen.getByRole('list', { name: '하위 회원 충환전 내역' });
    expect(cards.querySelectorAll(':scope > li')).toHaveLength(2);
    expect(screen.getByText('1,200,000원')).toBeTruthy();
    expect(screen.getAllByText('금액')).toHaveLength(2);
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('region', { name: '합계' }).textContent).toContain('1,250,000원');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '정렬' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '금액 · 오름차순 정렬' }));
    expect(sorts).toEqual([{ field: 'amount', dir: 'asc' }]);
  });
});

describe('the columns a member chose', () => {
  it('are kept per grid and member, and read again for another member', () => {
    localStorage.clear();
    const a = columnsStorageKey('partnerCashList', 'partner01');
    const b = columnsStorageKey('partnerCashList', 'partner02');
    expect(a).not.toBe(b);
    const { result, rerender } = renderHook(({ key }) => useColumnVisibility(key), { initialProps: { key: a } });
    act(() => result.current[1]({ payType: false }));
    expect(JSON.parse(localStorage.getItem(a) ?? 'null')).toEqual({ payType: false });
    rerender({ key: b });
    expect(result.current[0]).toEqual({});
    rerender({ key: a });
    expect(result.current[0]).toEqual({ payType: false });
    localStorage.setItem(b, '{"broken": 1, "memId": false}');
    rerender({ key: b });
    expect(result.current[0]).toEqual({ memId: false });
  });
});
