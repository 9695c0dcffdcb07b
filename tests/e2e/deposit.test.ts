// The deposit request (/moneyMain/charge, mobile /chargeMain) in the browser, one page per layout:
// rules and bonus shown before typing, quick amounts, the live bonus, confirmation (opened by a
// double click, which does not close it again; axe), one request for ten clicks, the success
// message and the rules read again (today's daily bonus shown after it; axe) on both layouts; on
// the desktop the read's failure (U0011) with a retry and axe first, and the widths from 601 to
// 1024 px after; on the phone the two kinds of refusal (under the amount, above the form) with axe.
// The default state's axe is the route walk's (tests/e2e/routes*.test.ts).
//
// The exact bodies (the deposit, the daily bonus declined), the balance read again, each refusal's
// own message (C001, U0011, F001, NT99, C101, RG10, C103 in English), the amount checks and the
// account request are the screen tier's (tests/screen/deposit.test.tsx, README "Tests"): they do
// not need a browser.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, expectSentOnce, setScenario } from './support/mock';
import { openScreen, useShellSuite } from './support/shell';
import { shot } from './support/shots';
import { tenClicks } from './support/taps';
import { confirmation, submitAndConfirm } from './support/confirm';
import { pickQuickAmounts } from './support/quick-amounts';

const open = useShellSuite();
const DESKTOP_PATH = '/moneyMain/charge';
const MOBILE_PATH = '/chargeMain';

const form = (page: Page) => page.getByRole('form', { name: '충전 신청' });
const amount = (page: Page) => page.getByRole('textbox', { name: '충전 금액' });
const depositor = (page: Page) => page.getByRole('textbox', { name: '입금자명' });

async function fillDeposit(page: Page) {
  await pickQuickAmounts(page, '충전 금액 빠른 선택');
  await depositor(page).fill('홍길동');
}

const submitConfirmed = (page: Page) => submitAndConfirm(page, '충전 신청');

/** The main path up to the confirmation: held money, rules and bonus, quick amounts, the live bonus, 정정. */
async function mainPathToConfirmation(page: Page, layout: string) {
  await page.getByText('1,250,000원', { exact: true }).first().waitFor();
  await page.getByText('가입 후 첫 충전 보너스 20%가 적용됩니다.').waitFor();
  const rules = page.getByRole('region', { name: '보유머니' });
  await rules.getByText('10,000원').waitFor();
  await rules.getByText('5,000,000원').waitFor();
  await shot(page, `deposit-${layout}`);

  await fillDeposit(page);
  expect(await amount(page).inputValue()).toBe('160,000');
  const bonus = page.getByRole('region', { name: '충전 보너스' });
  await bonus.getByText('32,000원').waitFor();
  await bonus.getByText('192,000원').waitFor();
  await page.getByRole('button', { name: '정정' }).click();
  expect(await amount(page).inputValue()).toBe('');
  await fillDeposit(page);

  await clearRequests();
  // A double click on the submit: the confirmation opens and its second click neither closes it
  // (desktop: it lands on the backdrop) nor presses its buttons (mobile: it lands on 취소).
  await page.getByRole('button', { name: '충전 신청' }).dblclick();
  const confirm = confirmation(page);
  await confirm.getByText('합계: 192,000원', { exact: false }).waitFor();
  await expectAccessible(page, `deposit confirmation, ${layout}`, { include: '[role="dialog"]' });
  expect(await confirm.isVisible()).toBe(true);
  return confirm.getByRole('button', { name: '확인' });
}

/**
 * Ten fast clicks on the confirmation's 확인: one request (with the double click before it, which
 * sent none), the form emptied, the rules read again (they now offer today's daily bonus).
 */
async function acceptedOnce(page: Page, ok: Locator, layout: string) {
  await setScenario('/api/cash/inInfo', 'daily');
  await tenClicks(ok);
  await page.getByText('160,000원 충전 신청이 접수되었습니다.', { exact: false }).waitFor();
  // racing clicks: only the browser's own clicks can show that ten of them send one request
  await expectSentOnce('/api/cash/in');
  await page.getByText('오늘 첫 충전 보너스 10%가 적용됩니다.').waitFor();
  expect(await amount(page).inputValue()).toBe('');
  expect(await depositor(page).inputValue()).toBe('');
  await expectAccessible(page, `deposit accepted, ${layout}`);
  await shot(page, `deposit-${layout}-accepted`);
}

/** The two kinds of refusal of /api/cash/in: above the form (U0011), under the amount (C101). */
const REFUSALS = [
  ['U0011', '이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.', false],
  ['C101', '1회 충전 한도를 초과했습니다.', true],
] as const;

/** Sets the scenario, submits the typed form, sees the code's own message; what was typed is kept. */
async function refusedWith(page: Page, [code, message, underAmount]: (typeof REFUSALS)[number]) {
  await setScenario('/api/cash/in', code, 1);
  await submitConfirmed(page);
  const shown = underAmount
    ? form(page).locator('.MuiFormHelperText-root', { hasText: message })
    : form(page).getByRole('alert').filter({ hasText: message });
  await shown.waitFor();
  expect(await amount(page).inputValue(), code).toBe('160,000');
  expect(await depositor(page).inputValue(), code).toBe('홍길동');
}

describe('deposit', () => {
  it('desktop: U0011 instead of the form, retried; held money and the rules, quick amounts, the bonus, confirmation (opened by a double click, still open) and one request (ten clicks); the rules read again; from 601 to 1024 px nothing scrolls sideways', async () => {
    // The rules' read fails once: the page says why instead of the form, with a retry.
    await setScenario('/api/cash/inInfo', 'U0011', 1);
    const { page, problems } = await open(DESKTOP, { member: true });
    await page.goto(DESKTOP_PATH);
    const unavailable = page.getByRole('alert').filter({ hasText: '이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.' });
    // The first page of a file (a cold browser and mock) can be slow on a busy machine.
    await unavailable.waitFor({ timeout: 60_000 });
    expect(await amount(page).count()).toBe(0);
    await expectAccessible(page, 'deposit unavailable (U0011)');
    await unavailable.getByRole('button', { name: '다시 시도' }).click();
    await page.getByRole('heading', { name: '충전 안내' }).waitFor();

    const ok = await mainPathToConfirmation(page, 'desktop');
    await acceptedOnce(page, ok, 'desktop');

    // One page, the window resized as a person would: one column until the side column has room.
    await fillDeposit(page);
    for (const width of [601, 768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth), { message: `${width} px` }).toBe(width);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${width} px`).toBe(widths.window);
    }
    expect(problems).toEqual([]);
  });

  it('mobile /chargeMain: the main path (the confirmation opened by a double click stays open; the rules read again); C101 and U0011 in the mobile form, axe on each state', async () => {
    const page = await openScreen(open, MOBILE, MOBILE_PATH);
    await page.getByRole('heading', { name: '충전 안내' }).waitFor({ timeout: 60_000 });
    const ok = await mainPathToConfirmation(page, 'mobile');
    await acceptedOnce(page, ok, 'mobile');

    // The two kinds of refusal (under the amount, above the form) as the mobile form shows them.
    await fillDeposit(page);
    for (const refusal of REFUSALS) {
      await refusedWith(page, refusal);
      await expectAccessible(page, `deposit ${refusal[0]}, mobile`);
      if (refusal[0] === 'C101') await shot(page, 'deposit-mobile-C101');
    }
  });
});
