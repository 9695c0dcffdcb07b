// The free board without the browser: the list's body by page, tab and search (the term required
// before sending); each code a post's read can meet (E001, E002, NT99, TE99) as its own message, and
// the retry reading again; an address naming no post says so without a call; a comment: required
// before sending, NT99 its own message with the text kept, then the exact body, the post read again
// and the form empty; writing a post: title and content required before sending, then the save
// refused (TE99, E001), each its own message with what was typed kept and the exact body sent; bets
// picked from the history (its read's body) kept through a refusal (TE99) and sent in the body. The
// browser keeps the list by page, tab and search, a post's HTML and comments, one read error with
// axe, not found, the bet picker, the write's main path, the double clicks, mobile and axe
// (tests/e2e/board.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { BoardListScreen } from '@/features/board/list/BoardListScreen';
import { BoardReadScreen } from '@/features/board/read/BoardReadScreen';
import { BoardWriteScreen } from '@/features/board/write/BoardWriteScreen';
import { fill } from './support/fill';
import { clearRequests, lastBody, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const LIST = '/api/board/free/list';
const READ = '/api/board/free/datail';
const SAVE = '/api/board/free/save';
const COMMENT = '/api/board/cmtSave';
const NT99 = '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.';
const TE99 = '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.';

/** Each code a read can meet: its own message. */
const READ_ERRORS = [
  ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.'],
  ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
  ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
  ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.'],
] as const;

describe('the free board', () => {
  it('the list asks by page, then the event tab from page 1, then a search inside it (the term required before sending)', async () => {
    const view = await renderScreen(<BoardListScreen />, { path: '/board/list', member: true });
    const list = await screen.findByRole('table', { name: '자유게시판 글 목록' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(11));
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10 });
    await view.user.click(within(screen.getByRole('navigation', { name: '페이지 이동' })).getByRole('button', { name: '2 페이지로' }));
    await within(list).findByRole('link', { name: '가입 인사 드립니다' });
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 2, count_per_list: 10 });

    await view.user.click(screen.getByRole('tab', { name: '이벤트' }));
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(4)); // header + 3 events
    within(list).getByRole('link', { name: '출석 체크 이벤트 당첨자 발표' });
    expect(await lastBody(LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10, category: 'event' });

    const search = screen.getByRole('form', { name: '게시판 검색' });
    await clearRequests();
    await view.user.click(within(search).getByRole('button', { name: '검색' }));
    await within(search).findByText('검색어를 입력해 주세요.');
    expect(await requestsTo(LIST)).toHaveLength(0);
    await fill(view.user, within(search).getByRole('textbox', { name: /검색어/ }), '이벤트');
    await view.user.click(within(search).getByRole('button', { name: '검색' }));
    await expect
      .poll(() => lastBody(LIST))
      .toEqual({ siteId: 'winner', page: 1, count_per_list: 10, searchType: 'title', searchText: '이벤트', category: 'event' });
  });

  it('a read refused (E001, E002, NT99, TE99), each its own message; the retry reads the post', async () => {
    for (const [code, message] of READ_ERRORS) {
      await setScenario(READ, code, 1);
      await clearRequests();
      const view = await renderScreen(<BoardReadScreen />, { path: '/board/read/713', route: '/board/read/:boardIdx', member: true });
      const alert = await screen.findByRole('alert');
      await expect.poll(() => alert.textContent, { message: code }).toContain(message);
      expect((await requestsTo(READ))[0]?.body, code).toEqual({ siteId: 'winner', boardIdx: 713 });
      if (code === 'TE99') {
        await view.user.click(within(alert).getByRole('button', { name: '다시 시도' }));
        await screen.findByRole('article', {}, { timeout: 10_000 });
        expect(await requestsTo(READ), code).toHaveLength(2);
      }
      view.unmount();
    }
  });

  it('a post typed on two lines shows them as two lines (a line break in its text), as its comment would', async () => {
    await renderScreen(<BoardReadScreen />, { path: '/board/read/709', route: '/board/read/:boardIdx', member: true });
    const post = await screen.findByRole('article', { name: '슬롯 추천 부탁드립니다' });
    const line = within(post).getByText(/요즘 잘 터지는 슬롯/);
    expect(line.innerHTML).toBe('요즘 잘 터지는 슬롯 있으면 추천 부탁드려요.<br>최근에는 Sugar Rush만 했어요.');
  });

  it('an address naming no post says so without a call', async () => {
    await clearRequests();
    await renderScreen(<BoardReadScreen />, { path: '/board/read/abc', route: '/board/read/:boardIdx', member: true });
    await screen.findByText('글을 찾을 수 없습니다.', { exact: false });
    expect(await requestsTo(READ)).toHaveLength(0);
  });

  it('a comment: required before sending; NT99 its own message with the text kept; then the exact body, the post read again, the form empty', async () => {
    const view = await renderScreen(<BoardReadScreen />, { path: '/board/read/713', route: '/board/read/:boardIdx', member: true });
    const post = await screen.findByRole('article', { name: '주말 인증샷 이벤트 (11/28~29)' });
    within(post).getByRole('heading', { name: '댓글 2개' });
    const form = within(post).getByRole('form', { name: '댓글 쓰기' });
    const send = () => view.user.click(within(form).getByRole('button', { name: '댓글 등록' }));
    const text = () => within(form).getByRole<HTMLInputElement>('textbox', { name: /댓글/ });
    const body = { siteId: 'winner', boardIdx: 713, regId: 'tester01', content: '저도 참여할게요' };
    await clearRequests();
    await send();
    await within(form).findByText('댓글 내용을 입력해 주세요.');
    expect(await requestsTo(COMMENT)).toHaveLength(0);

    await setScenario(COMMENT, 'NT99', 1);
    await fill(view.user, text(), '저도 참여할게요');
    await send();
    await within(form).findByText(NT99);
    expect(text().value).toBe('저도 참여할게요');
    expect((await requestsTo(COMMENT)).map((r) => r.body)).toEqual([body]);

    await clearRequests();
    await send();
    await screen.findByText('댓글이 등록되었습니다.');
    expect((await requestsTo(COMMENT)).map((r) => r.body)).toEqual([body]);
    await expect.poll(async () => (await requestsTo(READ)).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(post).getByRole<HTMLInputElement>('textbox', { name: /댓글/ }).value).toBe(''));
  });

  it('bets picked from the betting history (its read: the last 30 days, page 1) are kept through a refusal (TE99) with the title and content, and sent in the body', async () => {
    const view = await renderScreen(<BoardWriteScreen />, { path: '/board/write', member: true });
    await view.user.click(screen.getByRole('button', { name: '베팅내역 선택' }));
    const dialog = await screen.findByRole('dialog', { name: '첨부할 베팅내역 선택' });
    await view.user.click(await within(dialog).findByRole('checkbox', { name: '베팅 90240 선택' }, { timeout: 10_000 }));
    // bets named as the betting history names them, in the member's language (docs/rules.md#names)
    const rowOf = (id: number) => within(dialog).getByRole('checkbox', { name: `베팅 ${id} 선택` }).closest('tr')!;
    expect(rowOf(90240).textContent).toContain('에볼루션 · 바카라 3번 테이블');
    expect(rowOf(90236).textContent).toContain('파워볼 일반볼 홀짝');
    await view.user.click(within(dialog).getByRole('checkbox', { name: '베팅 90213 선택' }));
    await within(dialog).findByText('(2/5)', { exact: false });
    expect(await lastBody('/api/bet/betlist')).toMatchObject({ siteId: 'winner', page: 1, count_per_list: 10, oldYn: 'N' });
    await view.user.click(within(dialog).getByRole('button', { name: '선택 완료' }));
    await closed(dialog);
    const attached = screen.getByRole('table', { name: '베팅내역 첨부' });
    within(attached).getByRole('cell', { name: '90240' });
    within(attached).getByRole('cell', { name: '90213' });

    const form = screen.getByRole('form', { name: '글쓰기' });
    const title = within(form).getByRole<HTMLInputElement>('textbox', { name: /제목/ });
    const content = within(form).getByRole<HTMLInputElement>('textbox', { name: /내용/ });
    await fill(view.user, title, '이번 주 적중 인증');
    await fill(view.user, content, '바카라랑 축구 같이 맞췄습니다.');
    await setScenario(SAVE, 'TE99', 1);
    await clearRequests();
    await view.user.click(within(form).getByRole('button', { name: '등록' }));
    const confirm = await screen.findByRole('dialog', { name: '확인해 주세요' });
    within(confirm).getByText('베팅내역 2건을 첨부해 글을 등록하시겠습니까?', { exact: false });
    await view.user.click(within(confirm).getByRole('button', { name: '확인' }));
    await closed(confirm);
    await within(form).findByText(TE99);
    expect(title.value).toBe('이번 주 적중 인증');
    expect(content.value).toBe('바카라랑 축구 같이 맞췄습니다.');
    within(screen.getByRole('table', { name: '베팅내역 첨부' })).getByRole('cell', { name: '90213' });
    expect((await requestsTo(SAVE)).map((r) => r.body)).toEqual([
      {
        siteId: 'winner',
        memId: 'tester01',
        memName: '홍길동',
        boardType: 'free',
        title: '이번 주 적중 인증',
        content: '바카라랑 축구 같이 맞췄습니다.',
        betIdxList: [90240, 90213],
      },
    ]);
  });

  it('writing a post: title and content required before sending; then TE99 and E001 each its own message, what was typed kept, the exact body sent', async () => {
    const view = await renderScreen(<BoardWriteScreen />, { path: '/board/write', member: true });
    const form = screen.getByRole('form', { name: '글쓰기' });
    const submit = () => view.user.click(within(form).getByRole('button', { name: '등록' }));
    await submit();
    await within(form).findByText('제목을 입력해 주세요.');
    await within(form).findByText('내용을 입력해 주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(SAVE)).toHaveLength(0);

    const title = within(form).getByRole<HTMLInputElement>('textbox', { name: /제목/ });
    const content = within(form).getByRole<HTMLInputElement>('textbox', { name: /내용/ });
    await fill(view.user, title, '이번 주 적중 인증');
    await fill(view.user, content, '바카라랑 축구 같이 맞췄습니다.');
    for (const [code, message] of [
      ['TE99', TE99],
      ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.'],
    ] as const) {
      await setScenario(SAVE, code, 1);
      await clearRequests();
      await submit();
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await closed(dialog);
      await within(form).findByText(message);
      expect(title.value, code).toBe('이번 주 적중 인증');
      expect(content.value, code).toBe('바카라랑 축구 같이 맞췄습니다.');
      const sent = await requestsTo(SAVE);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({
        siteId: 'winner',
        memId: 'tester01',
        memName: '홍길동',
        boardType: 'free',
        title: '이번 주 적중 인증',
        content: '바카라랑 축구 같이 맞췄습니다.',
      });
    }
  });
});
