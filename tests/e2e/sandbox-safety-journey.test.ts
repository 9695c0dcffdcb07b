// Safer gambling against the sandbox (issue 27 §3), in the browser: the limits, breaks and checks are
// the sandbox's, kept in its state.
// - The reality check: chosen on the safer page, it comes on time (the browser's clock moved on)
//   while a game window is open: the window closes, the reminder shows the time logged in and what
//   was bet since the login (the round just played); after a reload it is still there, unanswered;
//   "log out" ends the session. On a phone "keep playing" plans the next one an interval later, and
//   "see my betting history" opens /bet.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveSafety } from '../../mocks/sandbox/domain/safety';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { shot } from './support/shots';
import { signIn, SEEDED_PASSWORD, useSandboxJourney } from './support/sandbox';
import { submitLogin } from './support/auth';

const journey = useSandboxJourney();
const MINUTE = 60_000;

const reminder = (page: Page) => page.getByRole('dialog', { name: '이용 시간 알림' });

/** Opens the sandbox slot in its own window and plays one 10,000 round there; the window stays open. */
async function playInWindow(context: BrowserContext, page: Page): Promise<Page> {
  await page.goto('/slotgame/kplayslot');
  await page.getByRole('list', { name: '전체 게임' }).getByRole('button', { name: '게이트 오브 올림푸스 게임 시작' }).click();
  await page.waitForURL((url) => url.pathname === '/slot/game');
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: '별도 창에서 열기' }).click()]);
  await popup.getByLabel('베팅 금액').selectOption('10000');
  await popup.getByRole('button', { name: '스핀' }).click();
  await popup.getByRole('status').getByText('라운드', { exact: false }).waitFor();
  return popup;
}

describe('the reality check', () => {
  it('desktop: chosen on the safer page, it comes on time over a game window (closed), stays after a reload, and logs out', async () => {
    const { context, page } = await journey().open(DESKTOP);
    await page.clock.install();
    await signIn(page, 'tester01', '테스터');
    await page.goto('/mypage/safer');
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
    await context.close();
  }, 120_000);

  it('phone: "keep playing" plans the next one an interval later; "see my betting history" opens /bet', async () => {
    await saveSafety(journey().sandbox.database.db, 'tester02', { realityCheckMinutes: 30 });
    const { context, page } = await journey().open(MOBILE);
    await page.clock.install();
    await page.goto('/login');
    await submitLogin(page.getByRole('main'), { memId: 'tester02', memPass: SEEDED_PASSWORD });
    await page.waitForURL((url) => url.pathname === '/');
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
    await context.close();
  }, 120_000);
});
