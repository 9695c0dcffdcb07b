// Journeys in the browser against the sandbox (issue 24 §7): what a member does is kept in state, and
// what the operator does in the console reaches the member — sign up, approval, login, a deposit
// approved (the balance moves by push, the history says complete), a withdrawal rejected (held money
// back), a message from the console, an inquiry answered. What the server alone decides is asserted
// without a browser: concurrent withdrawals and a key sent twice in tests/sandbox/cash.test.ts; the
// client resending a lost answer with its key in tests/e2e/money-input.test.ts. After the file the ledger must equal the balances and every
// answer must have fit the contract (support/sandbox.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { submitLogin } from './support/auth';
import { DESKTOP } from './support/browser';
import { acceptConfirmation } from './support/confirm';
import { headerShows, pushListening, requestDeposit as deposit, signIn, useSandboxJourney } from './support/sandbox';

const journey = useSandboxJourney();

/** Noon in Seoul today: outside the 23:30–00:30 bank maintenance, for the sandbox and the browser alike. */
function noonInSeoul(): Date {
  const seoulDay = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${seoulDay}T12:00:00+09:00`);
}

interface MemberRow {
  memId: string;
  cash: number;
  state: string;
}
interface CashRow {
  idx: number;
  direction: 'in' | 'out';
  status: string;
  amount: number;
}

const memberOf = (memId: string) => journey().member<MemberRow>(memId);
const cashOf = async (memId: string) => (await journey().operator<{ rows: CashRow[] }>('GET', `/__sandbox/cash?memId=${memId}`)).rows;

async function openAt(at: Date): Promise<Page> {
  await journey().operator('POST', '/__sandbox/clock', { now: at.toISOString() });
  const { page } = await journey().open(DESKTOP);
  await page.clock.install({ time: at });
  return page;
}

async function withdraw(page: Page, amount: number) {
  await page.getByRole('heading', { name: '환전 안내' }).waitFor({ timeout: 60_000 });
  const box = page.getByRole('textbox', { name: '환전 금액' });
  await box.fill('');
  await box.pressSequentially(String(amount));
  await page.getByLabel('환전 비밀번호').fill('1234');
  await page.getByRole('button', { name: '환전 신청' }).click();
  await acceptConfirmation(page);
}

describe('a new member against the sandbox', () => {
  it('signs up, is refused until the console approves, logs in; a deposit approved in the console moves the balance by push and shows complete; a withdrawal rejected gives held money back', async () => {
    const page = await openAt(noonInSeoul());
    await page.goto('/');
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
    expect((await memberOf('journey01'))?.state).toBe('waiting');

    // waiting: the login is refused with LX13's message (awaiting approval)
    const dialog = page.getByRole('dialog', { name: '로그인' });
    await submitLogin(dialog, { memId: 'journey01', memPass: 'pass1234!' });
    await dialog.getByText('관리자 승인을 기다리는 계정입니다.', { exact: false }).waitFor();

    // approved in the console: the login goes through, with nothing held yet
    await journey().operator('POST', '/__sandbox/members/journey01/approve');
    await submitLogin(dialog, { memId: 'journey01', memPass: 'pass1234!' });
    await page.getByRole('banner').getByText('여정이 님').waitFor();

    // a deposit: requested, then approved in the console; the header moves by push
    await deposit(page, 100_000, '홍여정');
    await page.getByText('충전 신청이 접수되었습니다.', { exact: false }).waitFor();
    const [request] = await cashOf('journey01');
    expect(request).toMatchObject({ direction: 'in', status: '0', amount: 100_000 });
    await journey().operator('POST', `/__sandbox/cash/${request?.idx}/wait`);
    await journey().operator('POST', `/__sandbox/cash/${request?.idx}/approve`);
    const credited = (await memberOf('journey01'))?.cash ?? 0;
    expect(credited).toBeGreaterThanOrEqual(100_000); // with the first-charge bonus when one applies
    await headerShows(page, credited);
    await page.goto('/mypage/charge/list');
    const history = page.getByRole('table', { name: '충전 신청 목록' });
    const row = history.getByRole('row').nth(1);
    await row.getByText('100,000원').waitFor();
    await row.getByText('완료', { exact: true }).first().waitFor();
    await expectAccessible(page, 'deposit history from the sandbox');

    // a withdrawal takes held money at once; rejected in the console, it comes back
    await page.goto('/moneyMain/exchange');
    await withdraw(page, 30_000);
    await page.getByText('환전 신청이 접수되었습니다.', { exact: false }).waitFor();
    await headerShows(page, credited - 30_000);
    const out = (await cashOf('journey01')).find((r) => r.direction === 'out');
    expect(out).toMatchObject({ status: '0', amount: 30_000 });
    await journey().operator('POST', `/__sandbox/cash/${out?.idx}/wait`);
    await journey().operator('POST', `/__sandbox/cash/${out?.idx}/reject`, { reason: 'journey' });
    await headerShows(page, credited);
    expect((await memberOf('journey01'))?.cash).toBe(credited);
  });
});

describe('the console reaches the member', () => {
  it('a message sent from the console: the unread count by push, read, then deleted', async () => {
    const page = await openAt(noonInSeoul());
    await signIn(page, 'tester02', await nickOf('tester02'));
    await page.goto('/mypage/message/list');
    const table = page.getByRole('table', { name: '받은 쪽지 목록' });
    await table.waitFor();
    const unreadLink = page.getByRole('banner').getByRole('link', { name: /안 읽은 쪽지 \d+개/ });
    const count = async () =>
      Number(/(\d+)개/.exec((await unreadLink.getAttribute('aria-label')) ?? (await unreadLink.innerText()))?.[1] ?? -1);
    await unreadLink.waitFor();
    const before = await count();
    await pushListening(journey(), 'tester02');
    await journey().operator('POST', '/__sandbox/messages', {
      memId: 'tester02',
      title: '여정 안내 쪽지',
      content: '<p>콘솔에서 보낸 쪽지입니다.</p>',
    });
    await expect.poll(count, { timeout: 15_000 }).toBe(before + 1);
    await page.reload();
    await table.getByRole('link', { name: '여정 안내 쪽지' }).click();
    await page.getByRole('heading', { level: 1, name: '여정 안내 쪽지' }).waitFor();
    await page.getByText('콘솔에서 보낸 쪽지입니다.').waitFor();
    await expect.poll(count).toBe(before);
    await page.getByRole('button', { name: '삭제' }).click();
    const dialog = page.getByRole('dialog', { name: '쪽지 삭제' });
    await dialog.getByRole('button', { name: '삭제' }).click();
    await page.waitForURL('**/mypage/message/list**');
    await table.waitFor();
    await expect.poll(() => table.getByRole('link', { name: '여정 안내 쪽지' }).count()).toBe(0);
  });

  it('an inquiry waits until the console answers it; then the member reads the answer', async () => {
    const page = await openAt(noonInSeoul());
    await signIn(page, 'tester01', '테스터');
    await page.goto('/cscenter/qna/write');
    const form = page.getByRole('form', { name: '1:1 문의' });
    await form.getByRole('radio', { name: '기타 문의' }).check();
    await form.getByRole('textbox', { name: /제목/ }).fill('여정 문의: 환전 시간');
    await form.getByRole('textbox', { name: /내용/ }).fill('환전은 몇 시까지 되나요?');
    await form.getByRole('button', { name: '문의 등록' }).click();
    await acceptConfirmation(page);
    await page.waitForURL((url) => url.pathname === '/cscenter/qna/list');
    const list = page.getByRole('table', { name: '나의 1:1 문의 목록' });
    const mine = list.getByRole('row').filter({ hasText: '여정 문의: 환전 시간' });
    await mine.getByText('답변 대기', { exact: true }).waitFor();

    const waiting = await journey().operator<{ rows: { idx: number; title: string }[] }>('GET', '/__sandbox/inquiries?status=waiting');
    const inquiry = waiting.rows.find((r) => r.title === '여정 문의: 환전 시간');
    expect(inquiry).toBeDefined();
    await journey().operator('POST', `/__sandbox/inquiries/${inquiry?.idx}/answer`, {
      answer: '<p>환전은 23:30 전까지 신청해 주세요.</p>',
    });

    await page.reload();
    await mine.getByText('답변 완료', { exact: true }).waitFor();
    await mine.getByRole('link', { name: '여정 문의: 환전 시간' }).click();
    const article = page.getByRole('article', { name: '여정 문의: 환전 시간' });
    await article.getByRole('region', { name: '답변' }).getByText('환전은 23:30 전까지 신청해 주세요.').waitFor();
    await expectAccessible(page, 'an inquiry answered in the console');
  });
});

async function nickOf(memId: string): Promise<string> {
  const rows = (await journey().operator<{ rows: { memId: string; nick: string }[] }>('GET', `/__sandbox/members?q=${memId}`)).rows;
  const nick = rows.find((r) => r.memId === memId)?.nick;
  if (!nick) throw new Error(`no seeded member ${memId}`);
  return nick;
}
