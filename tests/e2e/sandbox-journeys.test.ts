// A new member's first day in the browser against the sandbox, one page a person keeps
// using (links followed inside the app, no reload but where a person would): sign up, refused until the
// console approves, log in; a deposit approved in the console (the balance moves by push, the history
// says complete); a withdrawal rejected (held money back by push, and its message); a message from
// the console (the unread count by push, read, deleted); an inquiry answered in the console.
// What the server alone decides is asserted without a browser: a signup waiting and LX13 until the
// approval in tests/sandbox/signup.test.ts; a deposit's approval and bonus, a withdrawal's rejection
// giving the amount back with its message, concurrent withdrawals and a key sent twice in
// tests/sandbox/cash.test.ts; a message's push, read and delete in tests/sandbox/messages.test.ts; an
// inquiry answered in tests/sandbox/board.test.ts ("inquiries"); the client resending a lost answer
// with its key in tests/e2e/money-input.test.ts. The deposit history and an answered inquiry are
// checked with axe by the route walk (tests/e2e/routes-mypage.test.ts, routes-site.test.ts). After
// the file the ledger must equal the balances and every answer must have fit the contract
// (support/sandbox.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { submitLogin } from './support/auth';
import { DESKTOP } from './support/browser';
import { acceptConfirmation } from './support/confirm';
import { go, headerShows, pushListening, requestDeposit as deposit, useSandboxJourney } from './support/sandbox';

const journey = useSandboxJourney();

/** Noon in Seoul today: outside the 23:30–00:30 bank maintenance, for the sandbox and the browser alike. */
function noonInSeoul(): Date {
  const seoulDay = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${seoulDay}T12:00:00+09:00`);
}

interface CashRow {
  idx: number;
  direction: 'in' | 'out';
}

const cashOf = async (memId: string) => (await journey().operator<{ rows: CashRow[] }>('GET', `/__sandbox/cash?memId=${memId}`)).rows;
const settle = async (idx: number | undefined, verb: 'approve' | 'reject') => {
  await journey().operator('POST', `/__sandbox/cash/${idx}/wait`);
  await journey().operator('POST', `/__sandbox/cash/${idx}/${verb}`, verb === 'reject' ? { reason: 'journey' } : {});
};

async function withdraw(page: Page, amount: number) {
  await page.getByRole('heading', { name: '환전 안내' }).waitFor({ timeout: 60_000 });
  const box = page.getByRole('textbox', { name: '환전 금액' });
  await box.fill('');
  await box.pressSequentially(String(amount));
  await page.getByLabel('환전 비밀번호').fill('1234');
  await page.getByRole('button', { name: '환전 신청' }).click();
  await acceptConfirmation(page);
}

async function signUp(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '회원가입' }).click();
  const signup = page.getByRole('dialog', { name: '회원가입' });
  await signup.getByLabel(/^아이디/).fill('journey01');
  await signup
    .getByLabel(/^비밀번호/)
    .first()
    .fill('pass1234!');
  await signup.getByLabel('비밀번호 확인').fill('pass1234!');
  await signup.getByLabel('환전 비밀번호').fill('1234');
  await signup.getByLabel('닉네임').fill('여정이');
  await signup.getByLabel('휴대폰 번호').fill('010-3456-7890');
  await signup.getByLabel('추천인 아이디').fill('partner01');
  await signup.getByLabel('은행').selectOption({ label: '국민은행' });
  await signup.getByLabel('예금주').fill('홍여정');
  await signup.getByLabel('계좌번호').fill('33300011122233');
  await signup.getByRole('checkbox', { name: '만 18세 이상입니다.' }).check();
  await signup.getByRole('checkbox', { name: '이용약관에 동의합니다.' }).check();
  await signup.getByRole('button', { name: '가입 신청' }).click();
  await page.getByRole('alertdialog', { name: '회원가입 신청 완료' }).getByRole('button', { name: '확인' }).click();
  await page.getByRole('dialog', { name: '관리자 승인 대기' }).getByRole('button', { name: '로그인 화면으로' }).click();
}

describe('a new member against the sandbox', () => {
  it('signs up, is refused until the console approves, logs in; a deposit approved moves the balance by push and shows complete; a withdrawal rejected gives held money back; a console message arrives by push, is read and deleted; an inquiry is answered', async () => {
    const at = noonInSeoul();
    await journey().operator('POST', '/__sandbox/clock', { now: at.toISOString() });
    const { page } = await journey().open(DESKTOP);
    await page.clock.install({ time: at });
    await page.goto('/');
    await signUp(page);

    // waiting: the login is refused with LX13's message (awaiting approval)
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await submitLogin(dialog, { memId: 'journey01', memPass: 'pass1234!' });
    await dialog.getByText('관리자 승인을 기다리는 계정입니다.', { exact: false }).waitFor();

    // approved in the console: the login goes through
    await journey().operator('POST', '/__sandbox/members/journey01/approve');
    await submitLogin(dialog, { memId: 'journey01', memPass: 'pass1234!' });
    await page.getByRole('banner').getByText('여정이 님').waitFor();
    await pushListening(journey(), 'journey01');

    // a deposit: requested, then approved in the console; the header moves by push
    await deposit(page, 100_000, '홍여정');
    await page.getByText('충전 신청이 접수되었습니다.', { exact: false }).waitFor();
    await settle((await cashOf('journey01'))[0]?.idx, 'approve');
    const credited = (await journey().member<{ memId: string; cash: number }>('journey01'))?.cash ?? 0; // with the first-charge bonus
    await headerShows(page, credited);
    await go(page, '/mypage/charge/list');
    const row = page.getByRole('table', { name: '충전 신청 목록' }).getByRole('row').nth(1);
    await row.getByText('100,000원').waitFor();
    await row.getByText('완료', { exact: true }).first().waitFor();

    // a withdrawal takes held money at once; rejected in the console, it comes back, with a message
    await go(page, '/moneyMain/exchange');
    await withdraw(page, 30_000);
    await page.getByText('환전 신청이 접수되었습니다.', { exact: false }).waitFor();
    await headerShows(page, credited - 30_000);
    await settle((await cashOf('journey01')).find((r) => r.direction === 'out')?.idx, 'reject');
    await headerShows(page, credited);
    const notice = page.getByRole('dialog', { name: '새 쪽지' });
    await notice.getByText('안 읽은 쪽지가 1개 있습니다.', { exact: false }).waitFor();
    await notice.getByRole('button', { name: '닫기' }).click();
    const unread = (n: number) => page.getByRole('banner').getByRole('link', { name: `안 읽은 쪽지 ${n}개` });
    await unread(1).waitFor();

    // a message from the console: the count by push, the notice leads to the box; read, then deleted
    await journey().operator('POST', '/__sandbox/messages', {
      memId: 'journey01',
      title: '여정 안내 쪽지',
      content: '<p>콘솔에서 보낸 쪽지입니다.</p>',
    });
    await notice.getByText('안 읽은 쪽지가 2개 있습니다.', { exact: false }).waitFor();
    await notice.getByRole('button', { name: '쪽지함 가기' }).click();
    await unread(2).waitFor();
    const box = page.getByRole('table', { name: '받은 쪽지 목록' });
    await box.getByRole('link', { name: '여정 안내 쪽지' }).click();
    await page.getByRole('heading', { level: 1, name: '여정 안내 쪽지' }).waitFor();
    await page.getByText('콘솔에서 보낸 쪽지입니다.').waitFor();
    await unread(1).waitFor();
    await page.getByRole('button', { name: '삭제' }).click();
    await page.getByRole('dialog', { name: '쪽지 삭제' }).getByRole('button', { name: '삭제' }).click();
    await page.waitForURL('**/mypage/message/list**');
    await box.waitFor();
    await expect.poll(() => box.getByRole('link', { name: '여정 안내 쪽지' }).count()).toBe(0);

    // an inquiry waits until the console answers it; after a reload the list says answered
    await go(page, '/cscenter/qna/write');
    const form = page.getByRole('form', { name: '1:1 문의' });
    await form.getByRole('radio', { name: '기타 문의' }).check();
    await form.getByRole('textbox', { name: /제목/ }).fill('여정 문의: 환전 시간');
    await form.getByRole('textbox', { name: /내용/ }).fill('환전은 몇 시까지 되나요?');
    await form.getByRole('button', { name: '문의 등록' }).click();
    await acceptConfirmation(page);
    await page.waitForURL((url) => url.pathname === '/cscenter/qna/list');
    const mine = page.getByRole('table', { name: '나의 1:1 문의 목록' }).getByRole('row').filter({ hasText: '여정 문의: 환전 시간' });
    await mine.getByText('답변 대기', { exact: true }).waitFor();
    const waiting = await journey().operator<{ rows: { idx: number; title: string }[] }>('GET', '/__sandbox/inquiries?status=waiting');
    const inquiry = waiting.rows.find((r) => r.title === '여정 문의: 환전 시간');
    await journey().operator('POST', `/__sandbox/inquiries/${inquiry?.idx}/answer`, {
      answer: '<p>환전은 23:30 전까지 신청해 주세요.</p>',
    });
    await page.reload();
    await mine.getByText('답변 완료', { exact: true }).waitFor();
    await mine.getByRole('link', { name: '여정 문의: 환전 시간' }).click();
    const article = page.getByRole('article', { name: '여정 문의: 환전 시간' });
    await article.getByRole('region', { name: '답변' }).getByText('환전은 23:30 전까지 신청해 주세요.').waitFor();
  }, 120_000);
});
