// @vitest-environment jsdom
// A list never renders more than a page: a server that answers 10,000 rows for a page of
// COUNT_PER_LIST leaves that page's rows in the document (table on desktop, cards on a phone); a
// list that is not paged shows what it is given. A row action asks first, in its own words, and a
// lost answer links its history (the confirmation itself: forms/renderer/ConfirmDialog.test.tsx).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import api from '../../../locales/ko/api.json';
import common from '../../../locales/ko/common.json';
import resources from '../../../locales/ko/resources.json';
import { responseFailed } from '@/api/errors';
import { HistoryLink } from '@/kit/HistoryLink';
import { LayoutProvider } from '@forms/renderer/layout-context';
import type { ListDescription, RowAction } from './description';
import { PagedList, rowsShown } from './PagedList';
import { COUNT_PER_LIST } from './use-paged-list';

afterEach(cleanup);

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: { api, common, resources } } });
});

interface Row {
  id: number;
  amount: number;
}
const description: ListDescription<Row> = {
  rowKey: (r) => r.id,
  columns: [{ id: 'amount', header: '금액', align: 'right', cell: (r) => `${r.amount.toLocaleString('ko-KR')}원` }],
  empty: '내역이 없습니다.',
};
const query = { isPending: false, isError: false, error: null, isFetching: false, refetch: () => Promise.resolve() } as never;
const HUGE = 10_000;
const rows: Row[] = Array.from({ length: HUGE }, (_, i) => ({ id: i + 1, amount: (i + 1) * 1000 }));
const pageInfo = { page: 1, count_per_list: HUGE, tatal_list_count: HUGE };

function show(layout: 'desktop' | 'mobile', paged = true) {
  render(
    <I18nextProvider i18n={i18n}>
      <LayoutProvider layout={layout}>
        <PagedList
          caption="충전 신청 목록"
          description={description}
          query={query}
          rows={rows}
          pageInfo={paged ? pageInfo : undefined}
          page={1}
          onPage={() => undefined}
        />
      </LayoutProvider>
    </I18nextProvider>,
  );
}

describe('a 10,000-row answer for one page', () => {
  it('desktop: the table holds the first page of rows only', () => {
    show('desktop');
    const table = screen.getByRole('table', { name: '충전 신청 목록' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(COUNT_PER_LIST);
    expect(document.querySelectorAll('tr').length).toBeLessThanOrEqual(COUNT_PER_LIST + 1);
    expect(screen.getByText('1,000원')).toBeTruthy();
    expect(screen.queryByText(`${(COUNT_PER_LIST + 1).toLocaleString('ko-KR')},000원`)).toBeNull();
  });

  it('mobile: one card per row of the page only', () => {
    show('mobile');
    expect(screen.getByRole('list', { name: '충전 신청 목록' }).querySelectorAll(':scope > li')).toHaveLength(COUNT_PER_LIST);
  });

  it('a page that fits is shown whole', () => {
    expect(rowsShown(rows.slice(0, 7), pageInfo)).toHaveLength(7);
    expect(rowsShown(rows.slice(0, 7), undefined)).toHaveLength(7);
    expect(rowsShown(rows, pageInfo)).toEqual(rows.slice(0, COUNT_PER_LIST));
  });
});

describe('a list the server does not page (no pageInfo)', () => {
  it('is paged here: a page of rows in the document and a pager to the others', () => {
    show('desktop', false);
    const table = screen.getByRole('table', { name: '충전 신청 목록' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(COUNT_PER_LIST);
    const pager = screen.getByRole('navigation', { name: '페이지 이동' });
    fireEvent.click(within(pager).getByRole('button', { name: '2 페이지로' }));
    expect(table.querySelectorAll('tbody tr')).toHaveLength(COUNT_PER_LIST);
    expect(screen.getByText(`${(COUNT_PER_LIST + 1).toLocaleString('ko-KR')},000원`)).toBeTruthy();
    expect(screen.queryByText('1,000원')).toBeNull();
    expect(rowsShown(rows.slice(0, 25), undefined, 3)).toEqual(rows.slice(20, 25));
  });
});

describe('a row action', () => {
  it('asks in its words about its row; a lost answer says the outcome is unknown and links the history, which closes it', async () => {
    const run = vi.fn(() => Promise.reject(responseFailed(undefined, { failure: 'timeout' }).asWrite()));
    const reserve: RowAction<Row> = {
      id: 'reserve',
      label: (r) => `${r.id}번 예약`,
      text: '예약',
      available: () => true,
      confirm: { title: '예약할까요?', text: (r) => `${r.amount.toLocaleString('ko-KR')}원`, ok: '예약하기' },
      tone: 'plain',
      run,
      pending: false,
      outcomeLink: <HistoryLink to="/mypage/stributor_mypage#reserve-history" label="예약된 정산 지급 보기" />,
    };
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <LayoutProvider layout="desktop">
            <PagedList
              caption="정산 목록"
              description={{ ...description, actions: [reserve] }}
              query={query}
              rows={rows.slice(0, 2)}
              pageInfo={undefined}
              page={1}
              onPage={() => undefined}
            />
          </LayoutProvider>
        </MemoryRouter>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '2번 예약' }));
    const dialog = screen.getByRole('dialog', { name: '예약할까요?' });
    expect(dialog.textContent).toContain('2,000원');
    fireEvent.click(within(dialog).getByRole('button', { name: '예약하기' }));
    expect(run).toHaveBeenCalledWith(rows[1]);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('처리 결과를 확인하지 못했습니다');
    fireEvent.click(within(dialog).getByRole('link', { name: '예약된 정산 지급 보기' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
