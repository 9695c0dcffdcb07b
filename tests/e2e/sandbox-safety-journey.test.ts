// Safer gambling against the sandbox (docs/rules.md#safer-gambling), in the browser: the limits, breaks and checks are
// the sandbox's, kept in its state. One page per layout, links followed inside the app.
// - Desktop, the reality check: chosen on the safer page, it comes on time (the browser's clock moved
//   on) while a game window is open: the window closes, the reminder shows the time logged in and what
//   was bet since the login (the round just played); after a reload it is still there, unanswered;
//   "log out" ends the session.
// - Desktop, then another member logs in on that page: a daily deposit limit set on the safer page
//   applies at once: the deposit form says what is left and refuses more before sending; when another
//   tab's deposit is approved, the CASH push reads the limit again in this form, which refuses what is
//   now over it. A raise shows as pending ("pending until").
// - Phone: "keep playing" plans the next reminder an interval later, and "see my betting history"
//   opens /bet; then a time-out taken on the phone (confirmed twice) ends the session at once, and the
//   login is refused with the end date (RG01).
// The server's own rules are asserted without a browser in tests/sandbox/safety.test.ts: RG10 and
// what is left for a deposit over the limit (a form that did not hear the push), a raise pending 24 h
// and applying once the console clock passes it, the session's sums since the login, a time-out's
// LOGOUT push and RG01 with its end until the console lifts it.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveSafety } from '../../mocks/sandbox/domain/safety';
import { expectAccessible } from './support/axe';
import { openLoginDialog, submitLogin } from './support/auth';
import { DESKTOP, MOBILE } from './support/browser';
import { shot } from './support/shots';
import {
  addMember,
  closeLoginPopups,
  go,
  requestDeposit,
  signIn,
  SEEDED_PASSWORD,
  typeDeposit,
  useSandboxJourney,
} from './support/sandbox';

const journey = useSandboxJourney();
const MINUTE = 60_000;

const reminder = (page: Page) => page.getByRole('dialog', { name: '이용 시간 알림' });

/** Opens the sandbox slot in its own window and plays one 10,000 round there; the window stays open. */
async function playInWindow(context: BrowserContext, page: Page): Promise<Page> {
  await go(page, '/slotgame/kplayslot');
  await page.getByRole('list', { name: '전체 게임' }).getByRole('button', { name: '게이트 오브 올림푸스 게임 시작' }).click();
  await page.waitForURL((url) => url.pathname === '/slot/game');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '별도 창에서 열기' }).click()]);
  await popup.getByLabel('베팅 금액').selectOption('10000');
  await popup.getByRole('button', { name: '스핀' }).click();
  await popup.getByRole('status').getByText('라운드', { exact: false }).waitFor();
  return popup;
}

interface CashRow {
  idx: number;
}
const cashOf = async (memId: string) => (await journey().operator<{ rows: CashRow[] }>('GET', `/__sandbox/cash?memId=${memId}`)).rows;

/** The safer page's limit form: a kind, a period and an amount, saved. */
async function saveLimit(page: Page, kind: string, period: string, amount: number) {
  const form = page.getByRole('form', { name: '한도 설정' });
  await form.getByRole('combobox', { name: '한도 종류' }).selectOption({ label: kind });
  await form.getByRole('combobox', { name: '기간' }).selectOption({ label: period });
  await form.getByRole('textbox', { name: '한도 금액' }).fill(String(amount));
  await form.getByRole('button', { name: '한도 저장' }).click();
}

describe('safer gambling against the sandbox', () => {
  it('desktop: the reality check comes on time over a game window (closed), stays after a reload, logs out; then a daily deposit limit bounds the deposit form, read again by push; a raise is shown pending', async () => {
    await addMember(journey().sandbox, { memId: 'limit01', nick: '한도회원', cash: 0 });
    const { context, page } = await journey().open(DESKTOP);
    await page.clock.install();
    await signIn(page, 'tester01', '테스터');
    await go(page, '/mypage/safer');
    await page.getByRole('combobox', { name: '알림 간격' }).selectOption({ label: '15분마다' });
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('15분마다', { exact: false }).first().waitFor();

    const popup = await playInWindow(context, page);
    // a minute short of the interval: nothing yet
    await page.clock.fastForward(14 * MINUTE);
    expect(await reminder(page).count()).toBe(0);
    await Promise.all([popup.waitForEvent('close'), page.clock.fastForward(MINUTE + 1_000)]);
    const dialog = reminder(page);
    await dialog.getByText('로그인한 지 15분 지났습니다.', { exact: false }).waitFor();
    await dialog.getByText('10,000원').first().waitFor();
    await expectAccessible(page, 'the reality check');
    await shot(page, 'reality-check-desktop', { fullPage: false });

    // unanswered, it is there again after a reload
    await page.reload();
    await reminder(page).waitFor();
    await reminder(page).getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).waitFor();
    expect(await reminder(page).count()).toBe(0);

    // another member on this page (no reality check chosen): a daily deposit limit
    await submitLogin(await openLoginDialog(page), { memId: 'limit01', memPass: SEEDED_PASSWORD });
    await page.getByRole('banner').getByText('한도회원 님').waitFor();
    await go(page, '/mypage/safer');
    await saveLimit(page, '입금 한도', '1일', 50_000);
    await page.getByText('입금 한도 · 1일: 50,000원(으)로 바로 적용되었습니다.').waitFor();

    await go(page, '/moneyMain/charge');
    const form = page.getByRole('form', { name: '충전 신청' });
    await form.getByText('입금 한도(1일)까지 50,000원 남음', { exact: false }).waitFor();
    await typeDeposit(page, 60_000, '김여정');
    await form.getByRole('button', { name: '충전 신청' }).click();
    await form.getByText('입금 한도(1일)까지 50,000원 남았습니다. 그 안에서 신청해 주세요.').waitFor();
    expect(await cashOf('limit01')).toEqual([]);

    // another tab deposits 30,000 (approved in the console); the approval's CASH push reads the
    // limit again in this form too (20,000 left), which refuses 40,000 before sending
    const other = await context.newPage();
    await requestDeposit(other, 30_000, '김여정');
    await other.getByText('30,000원 충전 신청이 접수되었습니다.', { exact: false }).waitFor();
    const [request] = await cashOf('limit01');
    await journey().operator('POST', `/__sandbox/cash/${request?.idx}/wait`);
    await journey().operator('POST', `/__sandbox/cash/${request?.idx}/approve`);
    await other.close();
    const refused = form.getByText('입금 한도(1일)까지 20,000원 남았습니다. 그 안에서 신청해 주세요.');
    await refused.waitFor(); // the 60,000 still typed, held against the limit read again
    await typeDeposit(page, 40_000, '김여정');
    await form.getByRole('button', { name: '충전 신청' }).click();
    await refused.waitFor();
    expect(await page.getByRole('dialog', { name: '확인해 주세요' }).count()).toBe(0);
    expect(await cashOf('limit01')).toHaveLength(1);

    // a raise: pending for 24 hours
    await go(page, '/mypage/safer');
    await saveLimit(page, '입금 한도', '1일', 100_000);
    await page.getByText('입금 한도 · 1일: 100,000원(으)로의 변경은', { exact: false }).waitFor();
    const limit = page.getByRole('region', { name: '입금 한도 · 1일' });
    await limit.getByRole('status').getByText('100,000원(으)로 변경 예정', { exact: false }).waitFor();
    await context.close();
  }, 120_000);

  it('phone: "keep playing" plans the next reminder an interval later, "see my betting history" opens /bet; a 24-hour time-out, confirmed twice, ends the session at once and the login is refused with its end (RG01)', async () => {
    await saveSafety(journey().sandbox.database.db, 'tester02', { realityCheckMinutes: 30 });
    const { context, page } = await journey().open(MOBILE);
    await page.clock.install();
    await page.goto('/login');
    await submitLogin(page.getByRole('main'), { memId: 'tester02', memPass: SEEDED_PASSWORD });
    await page.waitForURL((url) => url.pathname === '/');
    // the main page settled (its two login popups shown, then closed): a jump of the clock while a
    // screen's code is still loading would time that load out, as a laptop waking from sleep would
    await closeLoginPopups(page);
    await page.clock.fastForward(30 * MINUTE + 1_000);
    await reminder(page).getByRole('button', { name: '계속 이용하기' }).click();
    await reminder(page).waitFor({ state: 'hidden' });
    await page.clock.fastForward(29 * MINUTE);
    expect(await reminder(page).count()).toBe(0);
    await page.clock.fastForward(MINUTE + 1_000);
    await reminder(page).getByText('로그인한 지 1시간 지났습니다.', { exact: false }).waitFor();
    await shot(page, 'reality-check-mobile', { fullPage: false });
    await reminder(page).getByRole('button', { name: '베팅내역 보기' }).click();
    await page.waitForURL((url) => url.pathname === '/bet');

    // a time-out: signed out at once, the main page as a guest
    await go(page, '/safer');
    const brk = page.getByRole('form', { name: '휴식 · 자기 제외' });
    await brk.getByRole('combobox', { name: '기간' }).selectOption({ label: '휴식 24시간' });
    await brk.getByLabel('비밀번호 확인').fill(SEEDED_PASSWORD);
    await brk.getByRole('button', { name: '계속' }).click();
    await page.getByRole('dialog', { name: '확인해 주세요' }).getByRole('button', { name: '확인' }).click();
    await page.getByRole('dialog', { name: '정말 시작할까요?' }).getByRole('button', { name: '시작' }).click();
    await page.getByRole('banner').getByRole('button', { name: '로그인', exact: true }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    await go(page, '/login');
    await submitLogin(page.getByRole('main'), { memId: 'tester02', memPass: SEEDED_PASSWORD });
    const refused = page.getByRole('main').getByRole('alert');
    await refused.getByText('휴식 기간(타임아웃) 중입니다.', { exact: false }).waitFor();
    expect(await refused.textContent()).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 \d{2}:\d{2}까지 로그인할 수 없습니다/);
    await shot(page, 'time-out-refused-mobile', { fullPage: false });
    await context.close();
  }, 120_000);
});
