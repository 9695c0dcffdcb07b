// The partner economy in the browser against the sandbox: partner01 gives money to
// its sub-partner partner02 → both held moneys and both give / take-back histories show it → the
// settlement list shows the sub-partner's settled bets; a rate change locks the rates (the form says
// so, after a reload too). partner01 carries on in one page (links followed inside the app). The
// server's rules are asserted without a browser in tests/sandbox/partner.test.ts: a give as a ledger
// pair in both histories ("give, take back and move"), the settlement rows from settled bets, the rate
// saved and locked a day, and a change accepted once the console clock passes it ("rates and their
// one-day lock"). The ledger must equal the balances after.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { go, signIn, useSandboxJourney } from './support/sandbox';
import { acceptConfirmation } from './support/confirm';

const journey = useSandboxJourney();
const HOUR = 3_600_000;

/** Noon in Seoul today (outside the bank maintenance). */
function noonInSeoul(): Date {
  const seoulDay = new Date(Date.now() + 9 * HOUR).toISOString().slice(0, 10);
  return new Date(`${seoulDay}T12:00:00+09:00`);
}

/** A page on the sandbox's clock (the browser's clock set to the same time), logged in. */
async function loggedIn(memId: string, nick: string, at: Date): Promise<Page> {
  await journey().operator('POST', '/__sandbox/clock', { now: at.toISOString() });
  const { page } = await journey().open(DESKTOP);
  await page.clock.install({ time: at });
  await signIn(page, memId, nick);
  return page;
}

describe('the partner economy against the sandbox', () => {
  it('a give moves both balances and both histories show it; the settlement list shows the sub-partner; a rate change locks the rates, after a reload too', async () => {
    const at = noonInSeoul();
    const page = await loggedIn('partner01', '파트너원', at);
    await go(page, '/mypage/give');
    await expect.poll(async () => page.getByTestId('held-money').textContent(), { timeout: 30_000 }).toBe('5,000,000원');
    const form = page.getByRole('form', { name: '머니 지급 / 회수' });
    await form.getByRole('combobox', { name: /대상 회원/ }).selectOption({ label: '강남본부 (partner02)' });
    await form.getByRole('textbox', { name: /금액/ }).fill('100000');
    await form.getByRole('button', { name: '신청' }).click();
    await acceptConfirmation(page);
    await page.getByText('강남본부님에게 100,000원을 지급했습니다.').waitFor();
    await expect.poll(async () => page.getByTestId('held-money').textContent()).toBe('4,900,000원');
    const history = page.getByRole('table', { name: '머니 지급·회수 내역' });
    await history.getByText('100,000원', { exact: false }).first().waitFor();

    // the sub-partner sees it too: its held money and its history
    const sub = await loggedIn('partner02', '강남본부', at);
    await go(sub, '/mypage/give');
    await expect.poll(async () => sub.getByTestId('held-money').textContent(), { timeout: 30_000 }).toBe('3,300,000원');
    await sub.getByRole('table', { name: '머니 지급·회수 내역' }).getByText('100,000원', { exact: false }).first().waitFor();
    await sub.context().close();

    // partner01's settlement list over the last week: partner02's rows from its branch's settled bets
    // (the seed's, one to five days ago)
    const day = (d: Date) => new Date(d.getTime() + 9 * HOUR).toISOString().slice(0, 10);
    await go(page, `/partner/partnerCalculationList?from=${day(new Date(at.getTime() - 7 * 24 * HOUR))}&to=${day(at)}`);
    const settlements = page.getByRole('grid', { name: '파트너별 정산 내역' });
    await settlements.getByText('강남본부', { exact: false }).first().waitFor({ timeout: 30_000 });

    // a rate change: the first sub-partner offered is the newest, partner05 (논현매장), casino 0.5 % / 20 %
    await go(page, '/mypage/stributor_mypage');
    const rates = page.getByRole('form', { name: '요율 조정' });
    const casino = rates.getByRole('textbox', { name: '카지노 롤링', exact: true });
    await expect.poll(async () => casino.inputValue(), { timeout: 30_000 }).toBe('0.5');
    await casino.fill('0.6');
    await rates.getByRole('button', { name: '요율 저장' }).click();
    const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
    await confirm.getByText('논현매장의 요율을 저장하시겠습니까?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '확인' }).click();
    await page.getByText('논현매장의 요율을 저장했습니다.').waitFor();
    await page.getByTestId('rate-lock').waitFor();
    expect(await rates.getByRole('button', { name: '요율 저장' }).isDisabled()).toBe(true);
    // the lock is the server's: a reload reads it again from the sandbox
    await page.reload();
    await page.getByTestId('rate-lock').waitFor({ timeout: 30_000 });
    await expect.poll(() => casino.inputValue()).toBe('0.6');
    expect(await rates.getByRole('button', { name: '요율 저장' }).isDisabled()).toBe(true);
    await journey().operator('POST', '/__sandbox/clock', {});
  }, 120_000);
});
