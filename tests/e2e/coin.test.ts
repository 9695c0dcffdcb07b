// USDT deposit (/moneyMain/coinCharge) and withdrawal (/moneyMain/coinExchange) against the mock, one
// desktop page: the rate (read again every 30 s: the page's clock is driven), the site's wallet, the
// request in both currencies as the member types, confirmation, the success message (axe), one
// refusal each with what was typed kept and axe; then a site without a wallet (its link to the bank
// deposit and back, axe). On phones both are tabs of /chargeMain and /exchangeMain
// (docs/rules.md#routes gives the mobile app no USDT address): the USDT tabs reached by a tap and by
// the arrow key, axe on the USDT deposit tab. The default state's axe is the route walk's
// (tests/e2e/routes*.test.ts).
//
// The exact bodies, a rate that cannot be read, the checks before sending, each refusal's own
// message and a site without a wallet in English: tests/screen/coin.test.tsx.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { setScenario } from './support/mock';
import { landing, navigateInApp, openScreen, useShellSuite } from './support/shell';
import { SHOTS } from './support/shots';

const open = useShellSuite();
const DEPOSIT = '/moneyMain/coinCharge';
const WITHDRAWAL = '/moneyMain/coinExchange';
const TRON = 'TQrZ8tKfjNdUKWKX2VtqGfFrq5hC9oA7Vm';
const HASH = 'ab'.repeat(32);

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: '확인해 주세요' });

/** Submits, reads the confirmation (its lines), accepts it. */
async function submitConfirmed(page: Page, submit: string, lines: readonly string[]) {
  await page.getByRole('button', { name: submit, exact: true }).click();
  for (const line of lines) await confirmDialog(page).getByText(line, { exact: false }).waitFor();
  await confirmDialog(page).getByRole('button', { name: '확인' }).click();
  await confirmDialog(page).waitFor({ state: 'detached' });
}

describe('USDT (desktop)', () => {
  it('deposit: the wallet and the rate, converted as typed, the rate read again after 30 s, accepted, U0011 above the form with what was typed kept; withdrawal: won to USDT, the network switched and back, accepted, C209 with what was typed kept; a site without a wallet links the bank deposit, and back', async () => {
    const page = await openScreen(open, DESKTOP, DEPOSIT, { prepare: (p) => p.clock.install() });
    await page.getByTestId('coin-rate').getByText('1 USDT = 1,398.5원').waitFor();
    expect(await page.getByTestId('wallet-address').textContent()).toBe(TRON);
    expect(await page.getByTestId('wallet-network').textContent()).toBe('TRC20');
    const methods = page.getByRole('navigation', { name: '충전 방법' });
    expect(await methods.getByRole('link', { name: 'USDT' }).getAttribute('aria-current')).toBe('page');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coin-deposit.png`, fullPage: true });

    // Both currencies as the member types.
    const coin = field(page, '보낸 USDT 수량');
    await coin.fill('100');
    await field(page, '거래 해시').fill(HASH);
    await page.getByTestId('coin-conversion').getByText('100.00 USDT ≈ 139,850원').waitFor();

    // The rate moves: 30 s later the screen reads it again and values with it. The clock jumps (each
    // due timer fires once): run through, the 30 s would also pass the new read's own time-out when
    // the page had been open a while, and the read would be cut off.
    await setScenario('/api/coin', 'moved', 1);
    await page.clock.fastForward(30_000);
    await page.getByTestId('coin-rate').getByText('1 USDT = 1,402원').waitFor();
    await page.getByTestId('coin-conversion').getByText('100.00 USDT ≈ 140,200원').waitFor();

    await submitConfirmed(page, 'USDT 충전 신청', ['보낸 수량: 100.00 USDT', '1 USDT = 1,402원', '예상 충전 금액: 140,200원']);
    await page.getByText('100.00 USDT(예상 140,200원) 충전 신청이 접수되었습니다.', { exact: false }).waitFor();
    expect(await coin.inputValue()).toBe('');
    await expectAccessible(page, 'USDT deposit accepted');

    // A refusal in the same page: its message above the form, what was typed kept.
    await setScenario('/api/cash/in', 'U0011', 1);
    await coin.fill('50');
    await submitConfirmed(page, 'USDT 충전 신청', ['보낸 수량: 50.00 USDT']);
    await page
      .getByRole('form', { name: 'USDT 충전 신청' })
      .getByRole('alert')
      .filter({ hasText: '이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.' })
      .waitFor();
    expect(await coin.inputValue()).toBe('50');
    await expectAccessible(page, 'USDT deposit refused (U0011)');

    // The withdrawal, in the same app, once a read just answered is no longer reused (2 s:
    // JUST_ANSWERED_MS, src/api/contract.ts): it reads the rate itself, however fast the steps above ran.
    await page.clock.fastForward(2_500);
    await navigateInApp(page, WITHDRAWAL);
    expect(await landing(page, WITHDRAWAL)).toBeNull();
    // the withdrawal's own read of the rate (the moved one was answered once)
    await page.getByTestId('coin-rate').getByText('1 USDT = 1,398.5원').waitFor();
    await page.getByTestId('held-money').getByText('1,250,000원').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coin-withdrawal.png`, fullPage: true });

    const amount = field(page, '환전 금액');
    const wallet = field(page, '받을 지갑 주소');
    const pin = page.getByLabel('환전 비밀번호', { exact: false });
    await amount.fill('140000');
    await page.getByTestId('coin-conversion').getByText('140,000원 ≈ 100.10 USDT').waitFor();
    // The network switched to Ethereum and back (the wallet's check against it: the screen tier).
    await pin.fill('1234');
    await page.getByRole('radio', { name: 'ERC20 (이더리움)' }).check();
    await wallet.fill(TRON);
    await page.getByRole('radio', { name: 'TRC20 (트론)' }).check();

    await submitConfirmed(page, 'USDT 환전 신청', ['환전 금액: 140,000원', '예상 수령 수량: 100.10 USDT', `지갑: ${TRON}`]);
    await page.getByText('140,000원(예상 100.10 USDT) 환전 신청이 접수되었습니다.', { exact: false }).waitFor();

    await setScenario('/api/cash/out', 'C209', 1);
    await amount.fill('50000');
    await wallet.fill(TRON);
    await pin.fill('1234');
    await submitConfirmed(page, 'USDT 환전 신청', ['환전 금액: 50,000원']);
    await page
      .getByRole('form', { name: 'USDT 환전 신청' })
      .getByText('처리 중인 환전 신청이 있습니다. 처리가 완료된 후 다시 신청해 주세요.')
      .first()
      .waitFor();
    expect(await amount.inputValue()).toBe('50,000');
    expect(await wallet.inputValue()).toBe(TRON);
    await expectAccessible(page, 'USDT withdrawal refused (C209)');

    // A site without a wallet: the deposit says it takes no USDT and links the bank deposit, and back.
    await setScenario('/api/cash/inInfo', 'noCoin');
    await navigateInApp(page, DEPOSIT);
    expect(await landing(page, DEPOSIT)).toBeNull();
    const notice = page.getByText('지금은 USDT 충전을 받지 않습니다');
    await notice.waitFor();
    await page.getByRole('link', { name: '은행 충전으로 가기' }).click();
    expect(await landing(page, '/moneyMain/charge')).toBeNull();
    expect(await page.getByRole('navigation', { name: '충전 방법' }).getByRole('link', { name: '은행' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.goBack();
    await notice.waitFor();
    await expectAccessible(page, 'USDT deposit unavailable');
  });
});

describe('USDT on the phone', () => {
  it('/chargeMain has a USDT tab with the wallet and the conversion; /exchangeMain reaches its USDT tab by the arrow key', async () => {
    const page = await openScreen(open, MOBILE, '/chargeMain');
    await page.getByRole('tab', { name: 'USDT 충전' }).click();
    await page.waitForURL(/view=coin/);
    expect(await page.getByTestId('wallet-address').textContent()).toBe(TRON);
    // the address in groups of four, a line breaking only between groups
    const groups = await page
      .getByTestId('wallet-address')
      .evaluate((dd) => Array.from(dd.querySelectorAll('span'), (g) => ({ text: g.textContent, lines: g.getClientRects().length })));
    expect(groups.map((g) => g.text).join('')).toBe(TRON);
    expect(groups.every((g) => g.lines === 1 && (g.text ?? '').length <= 4)).toBe(true);
    await field(page, '보낸 USDT 수량').fill('100');
    await page.getByTestId('coin-conversion').getByText('100.00 USDT ≈ 139,850원').waitFor();
    await expectAccessible(page, 'USDT deposit tab, mobile');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coin-deposit-mobile.png`, fullPage: true });

    await page.getByRole('link', { name: '환전', exact: true }).click();
    expect(await landing(page, '/exchangeMain')).toBeNull();
    await page.getByRole('tab', { name: '환전 신청' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/view=coin/);
    await page.getByRole('tab', { name: 'USDT 환전', selected: true }).waitFor();
    await page.getByTestId('coin-rate').getByText('1 USDT = 1,398.5원').waitFor();
    await field(page, '받을 지갑 주소').waitFor();
  });
});
