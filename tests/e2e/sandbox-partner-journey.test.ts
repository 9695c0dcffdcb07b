// The partner economy in the browser against the sandbox (issue 25 §4, §5): partner01 gives money to
// its sub-partner partner02 → both held moneys and both give / take-back histories show it → the
// settlement list shows the sub-partner's settled bets; a rate change locks the rates (the form says so,
// after a reload too). The ledger must equal the balances after.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP } from './support/browser';
import { signIn, useSandboxJourney } from './support/sandbox';
import { acceptConfirmation } from './support/confirm';

const journey = useSandboxJourney();
const HOUR = 3_600_000;

/** Noon in Seoul today (outside the bank maintenance), `days` later. */
function noonInSeoul(days = 0): Date {
  const seoulDay = new Date(Date.now() + 9 * HOUR).toISOString().slice(0, 10);
  return new Date(new Date(`${seoulDay}T12:00:00+09:00`).getTime() + days * 24 * HOUR);
}

interface MemberRow {
  memId: string;
  cash: number;
}
const cashOf = async (memId: string) => (await journey().member<MemberRow>(memId))?.cash;

/** A page on the sandbox's clock (the browser's clock set to the same time), logged in. */
async function loggedIn(memId: string, nick: string, at: Date): Promise<Page> {
  await journey().operator('POST', '/__sandbox/clock', { now: at.toISOString() });
  const { page } = await journey().open(DESKTOP);
  await page.clock.install({ time: at });
  await signIn(page, memId, nick);
  return page;
}

describe('the partner economy against the sandbox', () => {
  it('a give moves both balances, both histories show it, and the settlement list shows the sub-partner', async () => {
    const at = noonInSeoul();
    const page = await loggedIn('partner01', '파트너원', at);
    await page.goto('/mypage/give');
    await expect.poll(async () => page.getByTestId('held-money').textContent(), { timeout: 30_000 }).toBe('5,000,000원');
    const form = page.getByRole('form', { name: '머니 지급 / 회수' });
    await form.getByRole('combobox', { name: /대상 회원/ }).selectOption({ label: '강남본부 (partner02)' });
    await form.getByRole('textbox', { name: /금액/ }).fill('100000');
    await form.getByRole('button', { name: '신청' }).click();
    await acceptConfirmation(page);
    await page.getByText('강남본부님에게 100,000원을 지급했습니다.').waitFor();
    await expect.poll(async () => page.getByTestId('held-money').textContent()).toBe('4,900,000원');
    expect(await cashOf('partner01')).toBe(4_900_000);
    expect(await cashOf('partner02')).toBe(3_300_000);
    const history = page.getByRole('table', { name: '머니 지급·회수 내역' });
    await history.getByText('100,000원', { exact: false }).first().waitFor();

    // the sub-partner sees it too: its held money and its history
    const sub = await loggedIn('partner02', '강남본부', at);
    await sub.goto('/mypage/give');
    await expect.poll(async () => sub.getByTestId('held-money').textContent(), { timeout: 30_000 }).toBe('3,300,000원');
    await sub.getByRole('table', { name: '머니 지급·회수 내역' }).getByText('100,000원', { exact: false }).first().waitFor();

    // partner01's settlement list over the last week: partner02's rows from its branch's settled bets
    // (the seed's, one to five days ago)
    const day = (d: Date) => new Date(d.getTime() + 9 * HOUR).toISOString().slice(0, 10);
    await page.goto(`/partner/partnerCalculationList?from=${day(new Date(at.getTime() - 7 * 24 * HOUR))}&to=${day(at)}`);
    const settlements = page.getByRole('grid', { name: '파트너별 정산 내역' });
    await settlements.getByText('강남본부', { exact: false }).first().waitFor({ timeout: 30_000 });
    await journey().operator('POST', '/__sandbox/clock', {});
  });

  it('a rate change locks the rates: the form says until when and takes no change, after a reload too', async () => {
    const at = noonInSeoul();
    const page = await loggedIn('partner01', '파트너원', at);
    await page.goto('/mypage/stributor_mypage');
    const form = page.getByRole('form', { name: '요율 조정' });
    // the first sub-partner offered is the newest: partner05 (논현매장), casino 0.5 % / 20 %
    const casino = form.getByRole('textbox', { name: '카지노 롤링', exact: true });
    await expect.poll(async () => casino.inputValue(), { timeout: 30_000 }).toBe('0.5');
    const save = async () => {
      await form.getByRole('button', { name: '요율 저장' }).click();
      const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
      await confirm.getByText('논현매장의 요율을 저장하시겠습니까?', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: '확인' }).click();
    };
    await casino.fill('0.6');
    await save();
    await page.getByText('논현매장의 요율을 저장했습니다.').waitFor();
    await page.getByTestId('rate-lock').waitFor();
    expect(await form.getByRole('button', { name: '요율 저장' }).isDisabled()).toBe(true);
    const rates = await journey().operator<{
      rows: { memId: string; rates: { category: string; rollingRate: number; lockedUntil: string | null }[] }[];
    }>('GET', '/__sandbox/partners');
    const casinoRate = rates.rows.find((r) => r.memId === 'partner05')?.rates.find((r) => r.category === 'casino');
    expect(casinoRate?.rollingRate).toBe(0.6);
    expect(casinoRate?.lockedUntil).not.toBeNull();

    // the lock is the server's: a reload reads it again from the sandbox (its end on the console
    // clock, and a change accepted after it, are asserted without a browser in
    // tests/sandbox/partner.test.ts, "rates and their one-day lock")
    await page.reload();
    await page.getByTestId('rate-lock').waitFor({ timeout: 30_000 });
    expect(await form.getByRole('button', { name: '요율 저장' }).isDisabled()).toBe(true);
    await journey().operator('POST', '/__sandbox/clock', {});
  });
});
