// Money requests whose answer is lost, in Chromium against the mock: the
// member is told the outcome is unknown, linking the history, instead of being invited to pay twice;
// the request carries an Idempotency-Key, Chromium's own resends of it (a reused keep-alive socket
// closed without an answer) the same one; the same deposit sent again after a lost answer carries
// the lost one's key, a new deposit a new key. A deposit (desktop), a powerball bet (phone), a point
// conversion (desktop, phone) and a partner's give, each linking its history (the one below the form
// taking the focus). An amount and a stake refused while typed key by key (the text kept as typed,
// grouped; axe), and axe on the lost answers' states.
//
// How amounts are read while typed (50000.5 and 1e5000 refused, 10000.00 sent as 10,000, a stake
// shown 20,000, USDT's third decimal) is the screen tier's (tests/screen/money-input.test.tsx) and
// the reading's own (forms/rules/money-input.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import {
  clearRequests,
  clearScenarios,
  control,
  requestCount,
  requestsTo,
  setFault,
  setScenario,
  type LoggedRequest,
} from './support/mock';
import { show, useShellSuite } from './support/shell';
import { shot } from './support/shots';
import { acceptConfirmation } from './support/confirm';

/**
 * Loses the answers of `path` until `answerAgain`: every attempt is dropped, Chromium's own resends
 * of a request whose reused keep-alive socket closed without an answer included (seen: up to three
 * resends, the last 0.1 s after the others on a loaded machine, so no count of drops is safe).
 */
const loseAnswers = (path: string) => setFault(path, { drop: true });
const answerAgain = (path: string) => control('DELETE', `/__mock/scenario?path=${encodeURIComponent(path)}`);

const open = useShellSuite();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The Idempotency-Key a logged request carried. */
const keyOf = (request: LoggedRequest | undefined) => request?.headers['idempotency-key'];

/** The lost answer's message (api.RESPONSE_UNKNOWN_OUTCOME) in a form, never inviting a second try. */
async function outcomeUnknown(page: Page, form: string) {
  const alert = page.getByRole('form', { name: form }).getByRole('alert').filter({ hasText: '처리 결과를 확인하지 못했습니다' });
  await alert.waitFor();
  expect(await alert.textContent()).not.toContain('잠시 후 다시 시도');
  return alert;
}

/** Follows a lost answer's link to a history on the same page: the history's heading takes the focus. */
async function followToHistoryHere(page: Page, alert: Awaited<ReturnType<typeof outcomeUnknown>>, link: string, heading: string) {
  await alert.getByRole('link', { name: link }).click();
  const head = page.getByRole('heading', { name: heading });
  await expect.poll(() => head.evaluate((el) => el === document.activeElement)).toBe(true);
}

/** Types as a person does, key by key (a fill would replace the text at once). */
async function typeInto(page: Page, name: string, text: string) {
  const box = page.getByRole('textbox', { name });
  await box.fill('');
  await box.pressSequentially(text);
  return box;
}

describe('money input', () => {
  it('deposit (desktop): a lost answer says the outcome is unknown and links the history; sent again it carries the same Idempotency-Key, a new deposit a new one', async () => {
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, '/moneyMain/charge');
    await page.getByRole('heading', { name: '충전 안내' }).waitFor({ timeout: 60_000 });
    const form = page.getByRole('form', { name: '충전 신청' });
    // an amount refused while typing (what it says: tests/screen/money-input.test.tsx)
    const amount = await typeInto(page, '충전 금액', '50000.5');
    expect(await amount.inputValue()).toBe('50,000.5');
    await form.getByText('금액은 소수점 없이 입력해 주세요.').waitFor();
    await expectAccessible(page, 'deposit amount refused while typing');
    await shot(page, 'deposit-refused-desktop');

    // the answer is lost on the way back: the member is told the outcome is unknown and where to see it
    await clearRequests();
    await loseAnswers('/api/cash/in');
    await typeInto(page, '충전 금액', '20000');
    expect(await amount.inputValue()).toBe('20,000');
    await page.getByRole('textbox', { name: '입금자명' }).fill('홍길동');
    await page.getByRole('button', { name: '충전 신청' }).click();
    await acceptConfirmation(page);
    const unknown = form.getByRole('alert').filter({ hasText: '처리 결과를 확인하지 못했습니다' });
    await unknown.waitFor();
    await answerAgain('/api/cash/in');
    expect(await unknown.textContent()).not.toContain('잠시 후 다시 시도');
    expect(await amount.inputValue()).toBe('20,000');
    await expectAccessible(page, 'deposit outcome unknown');
    await shot(page, 'deposit-unknown-desktop');
    // the dropped request carried an Idempotency-Key (Chromium's own resend, if any, the same one)
    const dropped = await requestsTo('/api/cash/in');
    expect(dropped.length).toBeGreaterThanOrEqual(1);
    expect(new Set(dropped.map((r) => JSON.stringify(r.body))).size).toBe(1);
    const droppedKey = keyOf(dropped[0]);
    expect(droppedKey).toMatch(UUID);
    expect(new Set(dropped.map(keyOf))).toEqual(new Set([droppedKey]));
    await unknown.getByRole('link', { name: '충전 내역 보기' }).click();
    await page.waitForURL('**/mypage/charge/list**');

    // back on the form, the member sends the same deposit again: the same key, so a server that did
    // get the first one answers with it instead of taking a second deposit
    await clearScenarios();
    await clearRequests();
    await page.goBack();
    await page.waitForURL('**/moneyMain/charge');
    await typeInto(page, '충전 금액', '20000');
    await page.getByRole('textbox', { name: '입금자명' }).fill('홍길동');
    await page.getByRole('button', { name: '충전 신청' }).click();
    await acceptConfirmation(page);
    // the success note (the form starts again empty with it: the next amount goes into the new form)
    await page.getByText('20,000원 충전 신청이 접수되었습니다.', { exact: false }).waitFor();
    const retried = await requestsTo('/api/cash/in');
    expect(retried).toHaveLength(1);
    expect(retried[0]!.body).toEqual(dropped[0]!.body);
    expect(keyOf(retried[0])).toBe(droppedKey);

    // answered: the next deposit, even of the same amount, is a new action with a new key
    await typeInto(page, '충전 금액', '20000');
    await page.getByRole('textbox', { name: '입금자명' }).fill('홍길동');
    await page.getByRole('button', { name: '충전 신청' }).click();
    await acceptConfirmation(page);
    await expect.poll(async () => await requestCount('/api/cash/in')).toBe(2);
    const fresh = keyOf((await requestsTo('/api/cash/in'))[1]);
    expect(fresh).toMatch(UUID);
    expect(fresh).not.toBe(droppedKey);
    // the dropped answer is the browser's own console line, nothing else
    expect(problems.filter((p) => !p.includes('ERR_EMPTY_RESPONSE'))).toEqual([]);
  });

  it('bet slip (mobile powerball): a lost answer links the betting history; the bet carries its Idempotency-Key, a resend the same', async () => {
    const { page, problems } = await open(MOBILE, { member: true });
    await show(page, '/minigame/powerball');
    await page.getByRole('button', { name: '파워볼 홀/짝 홀, 배당 1.95' }).click();
    const slip = page.getByRole('region', { name: '베팅 슬립' });
    const stake = slip.getByRole('textbox', { name: '베팅금액' });
    // a stake refused while typing (what it says: tests/screen/money-input.test.tsx)
    await stake.pressSequentially('10000.5');
    expect(await stake.inputValue()).toBe('10,000.5');
    await slip.getByText('금액은 소수점 없이 입력해 주세요.').waitFor();
    await expectAccessible(page, 'stake refused (phone)');
    await shot(page, 'stake-refused-phone', { fullPage: false });

    // a bet whose answer is lost: the outcome is unknown, the betting history is one tap away
    await loseAnswers('/api/bet/betProc');
    await stake.fill('10000');
    await slip.getByRole('button', { name: '베팅하기' }).click();
    const unknown = slip.getByRole('alert').filter({ hasText: '처리 결과를 확인하지 못했습니다' });
    await unknown.waitFor();
    await answerAgain('/api/bet/betProc');
    // one tap, one bet: a second request can only be the browser's own resend of the same one
    const sent = await requestsTo('/api/bet/betProc');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((r) => JSON.stringify(r.body))).size).toBe(1);
    // and it carries the bet's Idempotency-Key, the resend the same one
    expect(keyOf(sent[0])).toMatch(UUID);
    expect(new Set(sent.map(keyOf)).size).toBe(1);
    await unknown.getByRole('link', { name: '베팅내역' }).click();
    await page.waitForURL('**/bet');
    expect(problems.filter((p) => !p.includes('ERR_EMPTY_RESPONSE'))).toEqual([]);
  });

  it('every money action whose answer is lost links its history: point conversion (desktop, phone) and partner give', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page, problems } = await open(DESKTOP, { member: true });
    const confirmed = async (form: string, submit: string) => {
      await page.getByRole('form', { name: form }).getByRole('button', { name: submit }).click();
      await acceptConfirmation(page);
    };
    // desktop /mypage/point/change: the list is its own page
    await show(page, '/mypage/point/change');
    await loseAnswers('/api/point/change');
    await page.getByRole('textbox', { name: '전환할 포인트' }).fill('5000');
    await confirmed('포인트 전환', '포인트 전환');
    const pointLost = await outcomeUnknown(page, '포인트 전환');
    await answerAgain('/api/point/change');
    await pointLost.getByRole('link', { name: '포인트 내역 보기' }).click();
    await page.waitForURL('**/mypage/point/list');

    // the give: its history is below the form, and is read again
    await show(page, '/mypage/give');
    const give = page.getByRole('form', { name: '머니 지급 / 회수' });
    await give.getByRole('combobox', { name: /대상 회원/ }).selectOption({ label: '역삼매장 (store01)' });
    await give.getByRole('textbox', { name: /금액/ }).fill('500000');
    await loseAnswers('/api/partner/moneyTransfer');
    await clearRequests();
    await confirmed('머니 지급 / 회수', '신청');
    const lost = await outcomeUnknown(page, '머니 지급 / 회수');
    await answerAgain('/api/partner/moneyTransfer');
    await expect.poll(async () => await requestCount('/api/partner/moneyTransferList')).toBeGreaterThan(0);
    await followToHistoryHere(page, lost, '지급·회수 내역 보기', '지급·회수 내역');
    await expectAccessible(page, 'give outcome unknown');

    // the phone's /pointMain: the list is below the conversion
    const phone = (await open(MOBILE, { member: true })).page;
    await show(phone, '/pointMain');
    await loseAnswers('/api/point/change');
    await phone.getByRole('textbox', { name: '전환할 포인트' }).fill('1000');
    await phone.getByRole('form', { name: '포인트 전환' }).getByRole('button', { name: '포인트 전환' }).click();
    await acceptConfirmation(phone);
    const phoneLost = await outcomeUnknown(phone, '포인트 전환');
    await answerAgain('/api/point/change');
    await followToHistoryHere(phone, phoneLost, '포인트 내역 보기', '포인트 적립·사용 내역');
    expect(problems.filter((p) => !p.includes('ERR_EMPTY_RESPONSE'))).toEqual([]);
  });
});
