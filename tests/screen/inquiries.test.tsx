// The customer centre's inquiries and FAQ without the browser: my 1:1 inquiries' list body by page
// (memId in it) and an inquiry's read body; writing one (/cscenter/qna/write): every field required
// before sending, then each server refusal of /api/board/qna/save (E001, E002, NT99, TE99) as its own
// message with what was typed kept and the exact body sent, then the body sent once it goes through;
// in English, the type picked by its English name in the body; the account inquiry's list, read and
// request bodies; the FAQ's list body, an entry opened without a call, the search term required
// before sending, the search's body and what it finds, and a search that finds nothing. The browser keeps the list and its paging, the answered and
// waiting inquiries, the write's main path with one refusal, the account inquiry, the FAQ, mobile and
// axe (tests/e2e/inquiries.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { AccountQnaScreen } from '@/features/cscenter/accountqna/AccountQnaScreen';
import { FaqScreen } from '@/features/cscenter/faq/FaqScreen';
import { QnaListScreen } from '@/features/cscenter/qna/QnaListScreen';
import { QnaReadScreen } from '@/features/cscenter/qna/QnaReadScreen';
import { QnaWriteScreen } from '@/features/cscenter/qna/QnaWriteScreen';
import { fill } from './support/fill';
import { clearRequests, lastBody, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const SAVE = '/api/board/qna/save';
const QNA_LIST = '/api/board/qna/list';
const QNA_READ = '/api/board/qna/datail';
const ACC_LIST = '/api/board/accountqna/list';
const ACC_READ = '/api/board/accountqna/datail';
const ACC_SAVE = '/api/board/accountqna/save';
const FAQ_LIST = '/api/board/faq/list';
const BODY = {
  siteId: 'winner',
  memId: 'tester01',
  memName: '홍길동',
  boardType: 'qna',
  inquiryType: 'other',
  title: '환전 지연 문의',
  content: '오후 3시에 신청한 환전이 아직입니다.',
};

/** Each server refusal of the inquiry's save: its own message above the form. */
const REFUSALS = [
  ['E001', '처리 중 오류가 발생했습니다. 다시 시도해 주세요.'],
  ['E002', '지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'],
  ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
  ['TE99', '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.'],
] as const;

describe('my inquiries', () => {
  it('the list asks for my own inquiries by page (memId in the body)', async () => {
    const view = await renderScreen(<QnaListScreen />, { path: '/cscenter/qna/list', member: true });
    const list = await screen.findByRole('table', { name: '나의 1:1 문의 목록' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(11));
    expect(await lastBody(QNA_LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10, memId: 'tester01' });
    await view.user.click(within(screen.getByRole('navigation', { name: '페이지 이동' })).getByRole('button', { name: '2 페이지로' }));
    await within(list).findByRole('link', { name: '쿠폰 사용 방법 문의' });
    expect(await lastBody(QNA_LIST)).toEqual({ siteId: 'winner', page: 2, count_per_list: 10, memId: 'tester01' });
  });

  it('an inquiry is read by its number', async () => {
    for (const [boardIdx, title] of [
      [802, '쿠폰 사용 방법 문의'],
      [811, '환전 신청이 아직 처리되지 않았습니다'],
    ] as const) {
      const view = await renderScreen(<QnaReadScreen />, {
        path: `/cscenter/qna/read/${boardIdx}`,
        route: '/cscenter/qna/read/:boardIdx',
        member: true,
      });
      await screen.findByRole('article', { name: title });
      expect(await lastBody(QNA_READ), title).toEqual({ siteId: 'winner', boardIdx });
      view.unmount();
    }
  });
});

describe('line breaks', () => {
  it('an inquiry and its answer keep the lines they were typed in (a line break, two for an empty line)', async () => {
    await renderScreen(<QnaReadScreen />, { path: '/cscenter/qna/read/810', route: '/cscenter/qna/read/:boardIdx', member: true });
    const inquiry = await screen.findByRole('article', { name: '입금 후 충전이 안 됐어요' });
    expect(within(inquiry).getByText(/입금했는데/).innerHTML).toBe('100,000원 입금했는데<br>보유 머니에 반영되지 않았어요.');
    const answer = within(inquiry).getByRole('region', { name: '답변' });
    expect(within(answer).getByText(/입금자명이/).innerHTML).toBe(
      '확인 결과 입금자명이 달라 지연되었습니다.<br><br>지금은 반영되었습니다.',
    );
  });
});

describe('writing an inquiry', () => {
  it('every field required before sending; then E001, E002, NT99 and TE99 each its own message, what was typed kept, the exact body sent; then sent once', async () => {
    const view = await renderScreen(<QnaWriteScreen />, { path: '/cscenter/qna/write', member: true });
    const form = await screen.findByRole('form', { name: '1:1 문의' });
    const submit = () => view.user.click(within(form).getByRole('button', { name: '문의 등록' }));
    await submit();
    await within(form).findByText('문의 유형을 선택해 주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(SAVE)).toHaveLength(0);

    const title = within(form).getByRole<HTMLInputElement>('textbox', { name: /제목/ });
    const content = within(form).getByRole<HTMLInputElement>('textbox', { name: /내용/ });
    const other = within(form).getByRole<HTMLInputElement>('radio', { name: '기타 문의' });
    await view.user.click(other);
    await fill(view.user, title, BODY.title);
    await fill(view.user, content, BODY.content);
    for (const [code, message] of REFUSALS) {
      await setScenario(SAVE, code, 1);
      await clearRequests();
      await submit();
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      expect(dialog.textContent, code).toContain('제목: 환전 지연 문의');
      expect(dialog.textContent, code).toContain('문의 유형: 기타 문의');
      await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await closed(dialog);
      await within(form).findByText(message);
      expect(title.value, code).toBe(BODY.title);
      expect(content.value, code).toBe(BODY.content);
      expect(other.checked, code).toBe(true);
      const sent = await requestsTo(SAVE);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual(BODY);
    }
    // no refusal now: the same body, once
    await clearRequests();
    await submit();
    const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
    await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
    await expect.poll(async () => (await requestsTo(SAVE)).map((r) => r.body)).toEqual([BODY]);
  });

  it('in English: the type picked by its English name is sent as its code', async () => {
    const view = await renderScreen(<QnaWriteScreen />, { path: '/csMain/qnaWrite', member: true, language: 'en', layout: 'mobile' });
    const form = await screen.findByRole('form', { name: '1:1 inquiry' });
    await view.user.click(within(form).getByRole('radio', { name: 'Bank account inquiry' }));
    await fill(view.user, within(form).getByRole('textbox', { name: /Title/ }), 'Deposit not credited');
    await fill(view.user, within(form).getByRole('textbox', { name: /Content/ }), 'I sent 100,000 won at 10:00.');
    await clearRequests();
    await view.user.click(within(form).getByRole('button', { name: 'Send inquiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    await view.user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect
      .poll(async () => (await requestsTo(SAVE)).map((r) => r.body))
      .toEqual([{ ...BODY, inquiryType: 'bankAccount', title: 'Deposit not credited', content: 'I sent 100,000 won at 10:00.' }]);
  });
});

describe('the account inquiry', () => {
  it('my account inquiries (memId in the body), one opened by its number; all answered, the request with its exact body', async () => {
    let view = await renderScreen(<AccountQnaScreen />, { path: '/cscenter/accountqna', member: true });
    const entries = within(await screen.findByRole('list', { name: '나의 계좌 문의' })).getAllByRole('listitem');
    expect(await lastBody(ACC_LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10, memId: 'tester01' });
    await view.user.click(within(entries[0]!).getAllByRole('button')[0]!);
    await within(entries[0]!).findByText('답변 대기 중입니다.');
    expect(await lastBody(ACC_READ)).toEqual({ siteId: 'winner', boardIdx: 822 });
    view.unmount();

    await setScenario(ACC_LIST, 'accountqnaAnswered');
    view = await renderScreen(<AccountQnaScreen />, { path: '/cscenter/accountqna', member: true });
    await clearRequests();
    await view.user.click(await screen.findByRole('button', { name: '입금 계좌 요청' }));
    const confirm = await screen.findByRole('dialog', { name: '입금 계좌 요청' });
    await view.user.click(within(confirm).getByRole('button', { name: '요청' }));
    await screen.findByText('입금 계좌를 요청했습니다.', { exact: false });
    expect((await requestsTo(ACC_SAVE)).map((r) => r.body)).toEqual([
      {
        siteId: 'winner',
        memId: 'tester01',
        memName: '홍길동',
        boardType: 'accountqna',
        inquiryType: 'bankAccount',
        title: '입금 계좌 요청',
        content: '입금 계좌를 알려 주세요.',
      },
    ]);
  });
});

describe('the FAQ', () => {
  it('the list body; an entry opens without a call; the search term required before sending, then the search body', async () => {
    const view = await renderScreen(<FaqScreen />, { path: '/cscenter/faq/list', member: true });
    const faq = await screen.findByRole('list', { name: '자주 묻는 질문 목록' });
    expect(await lastBody(FAQ_LIST)).toEqual({ siteId: 'winner', page: 1, count_per_list: 10 });
    await view.user.click(within(faq).getByRole('button', { name: '입금했는데 충전이 안 됐어요.' }));
    await within(faq).findByText('입금자명과 신청 금액이 같은지', { exact: false });
    expect(await requestsTo('/api/board/faq/datail')).toHaveLength(0);

    const search = screen.getByRole('form', { name: '게시판 검색' });
    await clearRequests();
    await view.user.click(within(search).getByRole('button', { name: '검색' }));
    await within(search).findByText('검색어를 입력해 주세요.');
    expect(await requestsTo(FAQ_LIST)).toHaveLength(0);
    await fill(view.user, within(search).getByRole('textbox', { name: /검색어/ }), '계좌');
    await view.user.click(within(search).getByRole('button', { name: '검색' }));
    await expect
      .poll(() => lastBody(FAQ_LIST))
      .toEqual({ siteId: 'winner', page: 1, count_per_list: 10, searchType: 'title', searchText: '계좌' });
    await waitFor(() => expect(within(faq).getAllByRole('listitem')).toHaveLength(2));

    // a search that finds nothing says so
    // the form is drawn anew with the search's results
    await setScenario(FAQ_LIST, 'empty');
    const again = screen.getByRole('form', { name: '게시판 검색' });
    await fill(view.user, within(again).getByRole('textbox', { name: /검색어/ }), '없는 질문');
    await view.user.click(within(again).getByRole('button', { name: '검색' }));
    await screen.findByText('검색 결과가 없습니다.', undefined, { timeout: 10_000 });
  });
});
