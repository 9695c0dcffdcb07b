// The customer centre's notices without the browser, against the mock's examples: the list's body by
// page and search (the term required before sending), each row's link carrying the page; a search
// that finds nothing, the empty list (no pager) and a failing list (E002) with its retry; a notice
// read by its number, a failing read (E001) with its retry, an address naming no notice (no call);
// a notice whose links leave the site (//host, /\host, \\host…) opening them in a new tab with
// rel="noopener noreferrer" on the phone's layout; the phone's list and notice in English. The
// browser keeps the list by page into a notice and back, the search carried through a notice, the
// notice's HTML running nothing, the list error and not-found states with axe, the off-site links on
// the desktop and the phone's main path (tests/e2e/notices.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticeListScreen } from '@/features/cscenter/notices/NoticeListScreen';
import { NoticeReadScreen } from '@/features/cscenter/notices/NoticeReadScreen';
import { fill } from './support/fill';
import { clearRequests, lastBody, requestsTo, setFault, setScenario } from './support/mock';
import { renderScreen } from './support/render';
import { linksNotice, OFF_SITE } from '../support/off-site-notice';

const LIST = '/api/board/notice/list';
const READ = '/api/board/notice/datail';
const NOTICES = '/cscenter/notice/list';
const READ_ROUTE = '/cscenter/notice/read/:boardIdx';

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row');

describe('the notice list', () => {
  it('asks by page (the row links carry it)', async () => {
    const view = await renderScreen(<NoticeListScreen />, { path: NOTICES, member: true });
    const list = await screen.findByRole('table', { name: '공지사항 목록' }, { timeout: 10_000 });
    await waitFor(() => expect(rowsOf(list)).toHaveLength(11));
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10 });

    await view.user.click(within(screen.getByRole('navigation', { name: '페이지 이동' })).getByRole('button', { name: '2 페이지로' }));
    const link = await within(list).findByRole('link', { name: '가상계좌 입금 시 유의사항' });
    expect(link.getAttribute('href')).toBe('/cscenter/notice/read/502?page=2');
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 2, count_per_list: 10 });
  });

  it('a search is required before sending, then asked from page 1; one that finds nothing says so', async () => {
    const view = await renderScreen(<NoticeListScreen />, { path: `${NOTICES}?page=2`, route: NOTICES, member: true });
    await screen.findByRole('button', { name: '2 페이지 (현재)' }, { timeout: 10_000 });
    const search = screen.getByRole('form', { name: '게시판 검색' });
    await clearRequests();
    await view.user.click(within(search).getByRole('button', { name: '검색' }));
    await within(search).findByText('검색어를 입력해 주세요.');
    expect(await requestsTo(LIST)).toHaveLength(0);
    await fill(view.user, within(search).getByRole('textbox', { name: /검색어/ }), '점검');
    await view.user.click(within(search).getByRole('button', { name: '검색' }));
    await expect
      .poll(() => lastBody(LIST))
      .toEqual({ siteId: 'winner', page: 1, count_per_list: 10, searchType: 'title', searchText: '점검' });

    // the form is drawn anew with the search's results
    await setScenario(LIST, 'empty');
    const again = screen.getByRole('form', { name: '게시판 검색' });
    await fill(view.user, within(again).getByRole('textbox', { name: /검색어/ }), '없는 공지');
    await view.user.click(within(again).getByRole('button', { name: '검색' }));
    await screen.findByText('검색 결과가 없습니다.', undefined, { timeout: 10_000 });
  });

  it('a failing list (E002) says so, and its retry reads it; an empty list says there are no notices, with no pager', async () => {
    await setScenario(LIST, 'E002', 1);
    const view = await renderScreen(<NoticeListScreen />, { path: NOTICES, member: true });
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    await waitFor(() => expect(alert.textContent).toContain('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'));
    await view.user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    const list = await screen.findByRole('table', { name: '공지사항 목록' }, { timeout: 10_000 });
    await waitFor(() => expect(rowsOf(list)).toHaveLength(11));
    view.unmount();

    await setScenario(LIST, 'empty');
    await renderScreen(<NoticeListScreen />, { path: NOTICES, member: true });
    await screen.findByText('등록된 공지사항이 없습니다.', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('navigation', { name: '페이지 이동' })).toBeNull();
  });

  it('in English on the phone: cards with their views', async () => {
    await renderScreen(<NoticeListScreen />, { path: '/csMain/noticeList', member: true, layout: 'mobile', language: 'en' });
    const cards = await screen.findByRole('list', { name: 'Notice list' }, { timeout: 10_000 });
    await waitFor(() => expect(within(cards).getAllByRole('listitem')).toHaveLength(10));
    expect(within(cards).getAllByText('Views', { exact: false }).length).toBeGreaterThan(0);
    expect(within(cards).getByRole('link', { name: '12월 입금 계좌 변경 안내' }).getAttribute('href')).toBe('/csMain/notice/read/510');
  });
});

describe('a notice', () => {
  it('is read by its number; a failing read (E001) says so, and its retry reads it', async () => {
    const first = await renderScreen(<NoticeReadScreen />, { path: '/cscenter/notice/read/502', route: READ_ROUTE, member: true });
    await screen.findByRole('article', { name: '가상계좌 입금 시 유의사항' }, { timeout: 10_000 });
    expect(await lastBody(READ)).toEqual({ siteId: 'winner', boardIdx: 502 });
    first.unmount();

    await setScenario(READ, 'E001', 1);
    const view = await renderScreen(<NoticeReadScreen />, { path: '/cscenter/notice/read/511', route: READ_ROUTE, member: true });
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    await waitFor(() => expect(alert.textContent).toContain('처리 중 오류가 발생했습니다. 다시 시도해 주세요.'));
    await view.user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('article', { name: '첫충 20% 이벤트' }, { timeout: 10_000 });
    expect(await lastBody(READ)).toEqual({ siteId: 'winner', boardIdx: 511 });
  });

  it('an address naming no notice says so without a call', async () => {
    await clearRequests();
    await renderScreen(<NoticeReadScreen />, { path: '/cscenter/notice/read/abc', route: READ_ROUTE, member: true });
    await screen.findByText('공지사항을 찾을 수 없습니다.', { exact: false });
    expect(await requestsTo(READ)).toHaveLength(0);
  });

  it('on the phone, in English: its words; the links that leave the site open in a new tab with no opener and no referrer, written as where they go; the site’s own stays in the tab', async () => {
    const english = await renderScreen(<NoticeReadScreen />, {
      path: '/csMain/notice/read/510',
      route: '/csMain/notice/read/:boardIdx',
      member: true,
      layout: 'mobile',
      language: 'en',
    });
    const read = await screen.findByRole('article', { name: '12월 입금 계좌 변경 안내' }, { timeout: 10_000 });
    within(read).getByText('Notice', { exact: true });
    within(read).getByText('Views 812');
    within(read).getByText('12월 입금 계좌 변경 안내입니다.');
    expect(screen.getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe('/csMain/noticeList');
    english.unmount();

    await setFault(READ, { body: linksNotice });
    await renderScreen(<NoticeReadScreen />, {
      path: '/csMain/notice/read/513',
      route: '/csMain/notice/read/:boardIdx',
      member: true,
      layout: 'mobile',
    });
    const article = await screen.findByRole('article', { name: '외부 링크 안내' }, { timeout: 10_000 });
    for (const [i, href] of OFF_SITE.entries()) {
      const link = within(article).getByRole('link', { name: `밖 ${i + 1}` });
      expect(link.getAttribute('target'), href).toBe('_blank');
      expect(link.getAttribute('rel'), href).toBe('noopener noreferrer');
      expect(new URL(link.getAttribute('href') ?? '').host, href).toBe('evil.example.test');
    }
    const inside = within(article).getByRole('link', { name: '자주 묻는 질문' });
    expect(inside.getAttribute('href')).toBe('/cscenter/faq/list');
    expect(inside.getAttribute('target')).toBeNull();
  });
});
