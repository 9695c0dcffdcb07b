// The customer centre's inquiries and FAQ in Chromium against the mock: my 1:1 inquiries (type, state,
// paging), an answered and a waiting inquiry, writing one (confirmed, the completion notice and the
// list) with one refusal above the form; the deposit-account request (one confirmed click; a waiting
// one says so); the FAQ (expand with the keyboard, search, no results); the mobile routes' main path
// in English.
//
// Written as flows (README, "The suite's budget"): one page per layout where a person follows links
// (other addresses opened inside the running app; one reload for the account inquiry answered), axe
// once per state the route walk (tests/e2e/routes-*.test.ts) does not reach. The request bodies (the
// lists' with memId by page, the reads', the inquiry's and the account request's, the FAQ's search),
// the FAQ's search term required and its entries opened without a call, each refusal's own message
// (E001, E002, NT99, TE99) with what was typed kept, the type sent by its English name, the FAQ's
// search results and a search that finds nothing: the
// screen tier's (tests/screen/inquiries.test.tsx, README "Tests"): they do not need a browser.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { fitsWidth } from './support/layout';
import { clearScenarios, setScenario } from './support/mock';
import { landing, navigateInApp, show, useShellSuite } from './support/shell';

const open = useShellSuite();
const QNA_SAVE = '/api/board/qna/save';
const ACC_LIST = '/api/board/accountqna/list';

describe('inquiries, desktop', () => {
  it('my inquiries by page (type and state labels); the inquiry clicked on page 2; an answered and a waiting inquiry; writing one: confirm, the completion notice; a refusal (TE99) above the form; the account inquiry: a waiting one says so; all answered, one confirmed click asks; the answer carries the account. The FAQ: expand with the keyboard, a search', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, '/cscenter/qna/list');
    const list = page.getByRole('table', { name: '나의 1:1 문의 목록' });
    const rows = list.getByRole('row');
    await rows.nth(10).waitFor();
    for (const header of ['번호', '문의 유형', '제목', '작성일', '상태']) await list.getByRole('columnheader', { name: header }).waitFor();
    const first = rows.nth(1);
    await first.getByText('계좌 문의', { exact: true }).waitFor();
    await first.getByText('답변 대기', { exact: true }).waitFor();
    await rows.nth(2).getByText('답변 완료', { exact: true }).waitFor();
    expect(await first.getByRole('link', { name: '입금 계좌 확인 부탁드립니다' }).getAttribute('href')).toBe('/cscenter/qna/read/812');

    // Page 2: other rows, the page carried by the links.
    await page.getByRole('navigation', { name: '페이지 이동' }).getByRole('button', { name: '2 페이지로' }).click();
    await page.waitForURL(/[?&]page=2/);
    const older = list.getByRole('link', { name: '쿠폰 사용 방법 문의' });
    await older.waitFor();
    expect(await older.getAttribute('href')).toBe('/cscenter/qna/read/802?page=2');
    // the inquiry clicked on page 2 opens, not another one
    await older.click();
    await page.waitForURL('**/cscenter/qna/read/802?page=2');
    await page.getByRole('article', { name: '쿠폰 사용 방법 문의' }).waitFor();

    // An answered inquiry (opened inside the running app): the question, then the answer under it;
    // back to page 2.
    await navigateInApp(page, '/cscenter/qna/read/811?page=2');
    const answered = page.getByRole('article', { name: '환전 신청이 아직 처리되지 않았습니다' });
    await answered.getByText('오후 1시에 50,000원 환전 신청했는데').waitFor();
    const answer = answered.getByRole('region', { name: '답변' });
    await answer.getByText('14:20', { exact: false }).waitFor();
    await answered.getByText('답변 완료', { exact: true }).waitFor();
    await page.getByRole('link', { name: '목록으로' }).click();
    await page.waitForURL((url) => url.pathname === '/cscenter/qna/list' && url.searchParams.get('page') === '2');

    // A waiting inquiry: "waiting for an answer" where the answer goes.
    await navigateInApp(page, '/cscenter/qna/read/812');
    const waiting = page.getByRole('article', { name: '입금 계좌 확인 부탁드립니다' });
    await waiting.getByRole('region', { name: '답변' }).getByText('답변을 기다리고 있습니다.', { exact: false }).waitFor();
    await waiting.getByText('답변 대기', { exact: true }).waitFor();

    // Writing one, from the list: every field required, then confirmed; a refusal above the form.
    await page.getByRole('link', { name: '목록으로' }).click();
    await page.waitForURL((url) => url.pathname === '/cscenter/qna/list');
    await page.getByRole('link', { name: '문의하기' }).click();
    await page.waitForURL('**/cscenter/qna/write');
    const form = page.getByRole('form', { name: '1:1 문의' });
    await form.getByRole('button', { name: '문의 등록' }).click();
    await form.getByText('문의 유형을 선택해 주세요.').waitFor();
    await expectAccessible(page, 'qna write, required fields');
    const title = form.getByRole('textbox', { name: /제목/ });
    const content = form.getByRole('textbox', { name: /내용/ });
    await form.getByRole('radio', { name: '기타 문의' }).check();
    await title.fill('환전 지연 문의');
    await content.fill('오후 3시에 신청한 환전이 아직입니다.');
    const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
    const submitConfirmed = async () => {
      await form.getByRole('button', { name: '문의 등록' }).click();
      await confirm.getByText('제목: 환전 지연 문의', { exact: false }).waitFor();
      await confirm.getByText('문의 유형: 기타 문의', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: '확인' }).click();
      await confirm.waitFor({ state: 'detached' });
    };
    await setScenario(QNA_SAVE, 'TE99', 1);
    await submitConfirmed();
    await form.getByText('연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.').waitFor();
    await expectAccessible(page, 'qna write refused (TE99)');
    // confirmed again as it stands (what was typed kept: the confirmation says it)
    await submitConfirmed();
    await page.waitForURL((url) => url.pathname === '/cscenter/qna/list');
    await page.getByText('문의가 등록되었습니다.', { exact: false }).waitFor();
    await list.getByRole('row').nth(10).waitFor();

    // The account inquiry (inside the running app): a waiting one says so, and offers no request.
    await navigateInApp(page, '/cscenter/accountqna');
    expect(await landing(page, '/cscenter/accountqna')).toBeNull();
    await page.getByText('답변을 기다리는 계좌 문의가 있습니다.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: '입금 계좌 요청', exact: true }).count()).toBe(0);
    // each inquiry opens to its answer: the answered one shows the account
    const entries = page.getByRole('list', { name: '나의 계좌 문의' }).getByRole('listitem');
    await entries.nth(1).getByRole('button').click();
    await entries.nth(1).getByText('123456-01-234567', { exact: false }).waitFor();
    expect(await entries.nth(1).getByRole('button').first().getAttribute('aria-expanded')).toBe('true');
    await entries.nth(0).getByRole('button').click();
    await entries.nth(0).getByText('답변 대기 중입니다.').waitFor();

    await setScenario(ACC_LIST, 'accountqnaAnswered');
    await show(page, '/cscenter/accountqna');
    await page.getByRole('button', { name: '입금 계좌 요청', exact: true }).click();
    const request = page.getByRole('dialog', { name: '입금 계좌 요청' });
    await request.getByText('입금 계좌를 요청하시겠습니까?').waitFor();
    await expectAccessible(page, 'account inquiry, confirm');
    await request.getByRole('button', { name: '요청' }).click();
    await page.getByText('입금 계좌를 요청했습니다.', { exact: false }).waitFor();
    await clearScenarios();

    // The FAQ (opened inside the running app): entries closed; Enter opens one (aria-expanded).
    await navigateInApp(page, '/cscenter/faq/list');
    expect(await landing(page, '/cscenter/faq/list')).toBeNull();
    const faq = page.getByRole('list', { name: '자주 묻는 질문 목록' });
    await faq.getByRole('listitem').nth(8).waitFor();
    const question = faq.getByRole('button', { name: '입금했는데 충전이 안 됐어요.' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.focus();
    await page.keyboard.press('Enter');
    await faq.getByText('입금자명과 신청 금액이 같은지', { exact: false }).waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'faq, an entry open');
    const search = page.getByRole('form', { name: '게시판 검색' });
    await search.getByRole('textbox', { name: /검색어/ }).fill('계좌');
    await search.getByRole('button', { name: '검색' }).click();
    await page.waitForURL((url) => url.searchParams.get('searchText') === '계좌');
    await expect.poll(async () => faq.getByRole('listitem').count()).toBe(2);
    expect(problems).toEqual([]);
  });
});

describe('inquiries, mobile in English', () => {
  it('/csMain/qnaList as cards, the inquiry tapped with its answer, /csMain/qnaWrite sends, /csMain/faq opens an entry', async () => {
    const { page, problems } = await open(MOBILE, { member: true, language: 'en' });
    await show(page, '/csMain/qnaList');
    await page.getByText('Awaiting answer', { exact: true }).first().waitFor();
    const link = page.getByRole('link', { name: '베팅 내역에 경기 결과가 안 보입니다' });
    expect(await link.getAttribute('href')).toBe('/csMain/qna/read/809');
    await expectAccessible(page, 'qna list, mobile en');
    await link.click();
    await page.waitForURL('**/csMain/qna/read/809');
    // the inquiry tapped, with its own answer
    await page.getByRole('article', { name: '베팅 내역에 경기 결과가 안 보입니다' }).waitFor();
    await page.getByRole('region', { name: 'Answer' }).getByText('문의하신 내용은 처리되었습니다.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await page.waitForURL((url) => url.pathname === '/csMain/qnaList');
    await page.getByRole('link', { name: 'New inquiry' }).click();
    await page.waitForURL('**/csMain/qnaWrite');
    const form = page.getByRole('form', { name: '1:1 inquiry' });
    await form.getByRole('radio', { name: 'Bank account inquiry' }).check();
    await form.getByRole('textbox', { name: /Title/ }).fill('Deposit not credited');
    await form.getByRole('textbox', { name: /Content/ }).fill('I sent 100,000 won at 10:00.');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/csMain/qnaList');
    await page.getByText('Your inquiry was sent.', { exact: false }).waitFor();
    await navigateInApp(page, '/csMain/faq');
    expect(await landing(page, '/csMain/faq')).toBeNull();
    await page.getByRole('button', { name: '회원가입은 어떻게 하나요?' }).click();
    await page.getByText('추천인 코드가 필요합니다.', { exact: false }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(problems).toEqual([]);
  });
});
