// The withdrawal request (/moneyMain/exchange, mobile /exchangeMain's first tab) in the browser,
// one page per layout. Desktop: the read's failure (U0011) with a retry and axe; held money and the
// rules; quick amounts, the confirmation (axe), one request for ten clicks, the success message
// with the form emptied and the history's link (axe); the two kinds of refusal (above the form,
// under a field) with what was typed kept and axe; nothing scrolling sideways at 601 px; the
// 23:30-00:30 bank maintenance reached while the page is open (the page's clock moved; axe), then
// the form open again at 00:31. Mobile: its main path to the success message (axe). The default
// state's axe is the route walk's (tests/e2e/routes*.test.ts).
//
// The exact body, the balance and rules read again, each refusal's own message (C209, C216, C201,
// U0011, C205 and the field naming it, C202, C214, C215 in Vietnamese) with what was typed kept,
// and the amount checks before sending, are the screen tier's (tests/screen/withdrawal.test.tsx,
// README "Tests"): they do not need a browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, expectSentOnce, setScenario } from './support/mock';
import { openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';
import { tenClicks } from './support/taps';
import { confirmation, submitAndConfirm } from './support/confirm';
import { pickQuickAmounts } from './support/quick-amounts';
import { runClock } from './support/clock';

const open = useShellSuite();
const DESKTOP_PATH = '/moneyMain/exchange';
/** Noon in Seoul: outside the bank maintenance whatever the machine's clock says. */
const NOON = '2026-11-22T12:00:00+09:00';

const form = (page: Page) => page.getByRole('form', { name: '환전 신청' });
const amount = (page: Page) => page.getByRole('textbox', { name: '환전 금액' });
const pin = (page: Page) => page.getByLabel('환전 비밀번호');

async function fillWithdrawal(page: Page) {
  await pickQuickAmounts(page, '환전 금액 빠른 선택');
  await pin(page).fill('1234');
}

const submitConfirmed = (page: Page) => submitAndConfirm(page, '환전 신청');

/** The two kinds of refusal of /api/cash/out: above the form (C209), under its own field (C205). */
const REFUSALS = [
  ['C209', '처리 중인 환전 신청이 있습니다. 처리가 완료된 후 다시 신청해 주세요.', 'form'],
  ['C205', '환전 비밀번호를 확인해 주세요.', 'pin'],
] as const;

describe('withdrawal', () => {
  it('desktop: U0011 instead of the form, retried; held money and the rules; one request for ten clicks, then started again; a refusal above the form (C209) and one under the PIN (C205), typed kept; 601 px; the bank maintenance while open, and open again at 00:31', async () => {
    // The rules' read fails once: the page says why instead of the form, with a retry.
    await setScenario('/api/cash/outInfo', 'U0011', 1);
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.clock.install({ time: new Date(NOON) });
    await page.goto(DESKTOP_PATH);
    const unavailable = page.getByRole('alert').filter({ hasText: '이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.' });
    // The first page of a fresh build can be slow on a busy machine.
    await unavailable.waitFor({ timeout: 60_000 });
    expect(await amount(page).count()).toBe(0);
    await expectAccessible(page, 'withdrawal unavailable (U0011)');
    await unavailable.getByRole('button', { name: '다시 시도' }).click();

    const overview = page.getByRole('region', { name: '보유머니' });
    await overview.getByText('1,250,000원', { exact: true }).waitFor();
    await overview.getByText('3,000,000원').waitFor();
    await overview.getByText('매일 23:30~00:30').waitFor();
    await shot(page, 'withdrawal-desktop');

    await fillWithdrawal(page);
    expect(await amount(page).inputValue()).toBe('160,000');
    await clearRequests();
    await page.getByRole('button', { name: '환전 신청' }).click();
    const confirm = confirmation(page);
    await confirm.getByText('160,000원을 환전 신청할까요?', { exact: false }).waitFor();
    await expectAccessible(page, 'withdrawal confirmation', { include: '[role="dialog"]' });
    // Ten fast clicks: one request.
    await tenClicks(confirm.getByRole('button', { name: '확인' }));
    await page.getByText('160,000원 환전 신청이 접수되었습니다.', { exact: false }).waitFor();
    // racing clicks: only the browser's own clicks can show that ten of them send one request
    await expectSentOnce('/api/cash/out');
    expect(await amount(page).inputValue()).toBe('');
    expect(await pin(page).inputValue()).toBe('');
    await page.getByRole('link', { name: '환전 내역 보기' }).waitFor();
    await expectAccessible(page, 'withdrawal accepted');
    await shot(page, 'withdrawal-desktop-accepted');

    // Each refusal's own message, the field naming it and the amount checks are the screen tier's
    // (tests/screen/withdrawal.test.tsx); here the desktop form's two error states and their axe checks.
    await fillWithdrawal(page);
    expect(await amount(page).inputValue()).toBe('160,000');
    for (const [code, message, where] of REFUSALS) {
      await setScenario('/api/cash/out', code, 1);
      await submitConfirmed(page);
      const shown =
        where === 'form'
          ? form(page).getByRole('alert').filter({ hasText: message })
          : form(page).locator('.MuiFormHelperText-root', { hasText: message });
      await shown.waitFor();
      expect(await amount(page).inputValue(), code).toBe('160,000');
      expect(await pin(page).inputValue(), code).toBe('1234');
      await expectAccessible(page, `withdrawal ${code}`);
      if (code === 'C205') await shot(page, `withdrawal-${code}`);
    }

    // At 601 px, the form filled, the page never scrolls sideways.
    await page.setViewportSize({ width: 601, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(601);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBe(widths.window);
    await shot(page, 'withdrawal-601');
    await page.setViewportSize(DESKTOP);

    // The page left open into the bank maintenance (23:45 Seoul): it says why and shows no form.
    await page.clock.setSystemTime(new Date('2026-11-22T23:45:00+09:00'));
    await runClock(page, 10_000);
    const notice = page.getByTestId('bank-maintenance');
    await notice.getByText('지금은 환전을 신청할 수 없습니다').waitFor();
    await notice.getByText('은행 점검 시간(매일 23:30~00:30, 한국 시간)', { exact: false }).waitFor();
    expect(await amount(page).count()).toBe(0);
    await expectAccessible(page, 'withdrawal during bank maintenance');
    await shot(page, 'withdrawal-maintenance');
    // ... and past its end: the screen looks again and opens.
    await page.clock.setSystemTime(new Date('2026-11-23T00:31:00+09:00'));
    await runClock(page, 10_000);
    await amount(page).waitFor();
    expect(await page.getByTestId('bank-maintenance').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('mobile /exchangeMain (first tab): held money, request sent, success', async () => {
    const page = await openScreen(open, MOBILE, '/exchangeMain', { prepare: (p) => p.clock.install({ time: new Date(NOON) }) });
    await page.getByRole('region', { name: '보유머니' }).getByText('1,250,000원', { exact: true }).waitFor({ timeout: 60_000 });
    await shot(page, 'withdrawal-mobile');
    await fillWithdrawal(page);
    await submitConfirmed(page);
    await page.getByText('160,000원 환전 신청이 접수되었습니다.', { exact: false }).waitFor();
    expect(await amount(page).inputValue()).toBe('');
    await expectAccessible(page, 'withdrawal accepted, mobile');
  });
});
