// The deposit request (/moneyMain/charge, mobile /chargeMain) against the mock: rules and bonus shown
// before typing, quick amounts, the live bonus, confirmation, one request with the exact body, the
// success message with the balance and the rules read again; each failure as its own message with
// what was typed kept; the account-number request.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { landing, useShellSuite } from './support/shell';

const open = useShellSuite();
const SHOTS = process.env.DEPOSIT_SHOTS;

async function openDeposit(viewport: typeof DESKTOP | typeof MOBILE, path: string, language?: string): Promise<Page> {
  const { page, problems } = await open(viewport, { member: true, ...(language ? { language } : {}) });
  await page.goto(path);
  expect(await landing(page, path)).toBeNull();
  await page.getByRole('heading', { name: language === 'en' ? 'Deposit rules' : '충전 안내' }).waitFor();
  expect(problems).toEqual([]);
  return page;
}

const form = (page: Page) => page.getByRole('form', { name: '충전 신청' });

async function fillDeposit(page: Page) {
  const quick = page.getByRole('group', { name: '충전 금액 빠른 선택' });
  await quick.getByRole('button', { name: '10만원' }).click();
  await quick.getByRole('button', { name: '5만원' }).click();
  await quick.getByRole('button', { name: '1만원' }).click();
  await page.getByRole('textbox', { name: '입금자명' }).fill('홍길동');
}

for (const [layout, viewport, path] of [
  ['desktop', DESKTOP, '/moneyMain/charge'],
  ['mobile', MOBILE, '/chargeMain'],
] as const) {
  describe(`deposit (${layout})`, () => {
    it('shows held money and the rules, adds quick amounts, shows the bonus, confirms and sends one request', async () => {
      const page = await openDeposit(viewport, path);
      await page.getByText('1,250,000원', { exact: true }).first().waitFor();
      await page.getByText('가입 후 첫 충전 보너스 20%가 적용됩니다.').waitFor();
      const rules = page.getByRole('region', { name: '보유머니' });
      await rules.getByText('10,000원').waitFor();
      await rules.getByText('5,000,000원').waitFor();
      await expectAccessible(page, `deposit, ${layout}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/deposit-${layout}.png`, fullPage: true });

      await fillDeposit(page);
      const amount = page.getByRole('textbox', { name: '충전 금액' });
      expect(await amount.inputValue()).toBe('160,000');
      const bonus = page.getByRole('region', { name: '충전 보너스' });
      await bonus.getByText('32,000원').waitFor();
      await bonus.getByText('192,000원').waitFor();
      await page.getByRole('button', { name: '정정' }).click();
      expect(await amount.inputValue()).toBe('');
      await fillDeposit(page);

      await clearRequests();
      await page.getByRole('button', { name: '충전 신청' }).click();
      const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
      await confirm.getByText('합계: 192,000원', { exact: false }).waitFor();
      await expectAccessible(page, `deposit confirmation, ${layout}`, { include: '[role="dialog"]' });
      const ok = confirm.getByRole('button', { name: '확인' });
      // Ten fast clicks: one request.
      await ok.evaluate((button: HTMLButtonElement) => {
        for (let i = 0; i < 10; i += 1) button.click();
      });
      await page.getByText('160,000원 충전 신청이 접수되었습니다.', { exact: false }).waitFor();
      const sent = await requestsTo('/api/cash/in');
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toEqual({ payType: 'bank', amount: 160_000, depositName: '홍길동', bonusYn: 'Y', siteId: 'winner' });
      await expect.poll(async () => (await requestsTo('/api/member/balance')).length).toBeGreaterThan(0);
      await expect.poll(async () => (await requestsTo('/api/cash/inInfo')).length).toBeGreaterThan(0);
      expect(await amount.inputValue()).toBe('');
      expect(await page.getByRole('textbox', { name: '입금자명' }).inputValue()).toBe('');
      await expectAccessible(page, `deposit accepted, ${layout}`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/deposit-${layout}-accepted.png`, fullPage: true });
    });

    for (const [code, message, underAmount] of [
      ['C101', '1회 충전 한도를 초과했습니다.', true],
      ['C001', '현재 충전이 중지된 상태입니다. 고객센터에 문의해 주세요.', false],
      ['U0011', '이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.', false],
      ['F001', '이전 충전 또는 환전 처리가 아직 끝나지 않았습니다.', false],
      ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.', false],
    ] as const) {
      it(`${code}: shows "${message}" ${underAmount ? 'under the amount' : 'above the form'} and keeps what was typed`, async () => {
        const page = await openDeposit(viewport, path);
        await setScenario('/api/cash/in', code, 1);
        await fillDeposit(page);
        await page.getByRole('button', { name: '충전 신청' }).click();
        await page.getByRole('dialog', { name: '확인해 주세요' }).getByRole('button', { name: '확인' }).click();
        const shown = underAmount
          ? form(page).locator('.MuiFormHelperText-root', { hasText: message })
          : form(page).getByRole('alert').filter({ hasText: message });
        await shown.waitFor();
        expect(await page.getByRole('textbox', { name: '충전 금액' }).inputValue()).toBe('160,000');
        expect(await page.getByRole('textbox', { name: '입금자명' }).inputValue()).toBe('홍길동');
        expect(await requestsTo('/api/cash/in')).toHaveLength(1);
        if (code === 'C101' || code === 'U0011') await expectAccessible(page, `deposit ${code}, ${layout}`);
        if (SHOTS && code === 'C101') await page.screenshot({ path: `${SHOTS}/deposit-${layout}-${code}.png`, fullPage: true });
      });
    }

    it('checks the amount before sending: below the minimum and off the unit', async () => {
      const page = await openDeposit(viewport, path);
      const amount = page.getByRole('textbox', { name: '충전 금액' });
      await amount.fill('9500');
      await page.getByRole('textbox', { name: '입금자명' }).fill('홍길동');
      await page.getByRole('button', { name: '충전 신청' }).click();
      await form(page).getByText('최소 충전 금액은 10,000원입니다.').waitFor();
      await amount.fill('10500');
      await form(page).getByText('충전 금액은 1,000원 단위로 입력해 주세요.').waitFor();
      expect(await requestsTo('/api/cash/in')).toHaveLength(0);
    });

    it('requests the deposit account: says it was sent as a message; a failure shows its own message', async () => {
      const page = await openDeposit(viewport, path);
      const ask = page.getByRole('button', { name: '입금 계좌 요청' });
      await ask.click();
      await page.getByText('입금 계좌번호를 쪽지로 보냈습니다.').waitFor();
      expect(await requestsTo('/api/cash/getAcc')).toHaveLength(1);
      await setScenario('/api/cash/getAcc', 'E002', 1);
      await ask.click();
      await page.getByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.').waitFor();
    });
  });
}

describe('deposit: other states', () => {
  it('a suspended member reads U0011 instead of the form, with a retry', async () => {
    await setScenario('/api/cash/inInfo', 'U0011');
    const { page } = await open(DESKTOP, { member: true });
    await page.goto('/moneyMain/charge');
    await page.getByText('이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.').waitFor();
    expect(await page.getByRole('textbox', { name: '충전 금액' }).count()).toBe(0);
    await expectAccessible(page, 'deposit unavailable (U0011)');
  });

  it('the daily bonus, taken or declined (N is sent)', async () => {
    await setScenario('/api/cash/inInfo', 'daily');
    const page = await openDeposit(MOBILE, '/chargeMain');
    await page.getByText('오늘 첫 충전 보너스 10%가 적용됩니다.').waitFor();
    await fillDeposit(page);
    const bonus = page.getByRole('region', { name: '충전 보너스' });
    await bonus.getByText('16,000원').waitFor();
    await page.getByRole('radio', { name: '보너스 받지 않기' }).check();
    await bonus.getByText('받지 않음').waitFor();
    await page.getByRole('button', { name: '충전 신청' }).click();
    const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
    await confirm.getByText('보너스 없이', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '확인' }).click();
    await page.getByText('충전 신청이 접수되었습니다.', { exact: false }).waitFor();
    const [sent] = await requestsTo('/api/cash/in');
    expect(sent?.body).toMatchObject({ amount: 160_000, bonusYn: 'N' });
  });

  it('in English: the rules, the bonus and a field error from the server', async () => {
    const page = await openDeposit(DESKTOP, '/moneyMain/charge', 'en');
    await page.getByText('Your first deposit since joining earns a 20% bonus.').waitFor();
    await page.getByText('₩10,000', { exact: true }).first().waitFor();
    await setScenario('/api/cash/in', 'C103', 1);
    await page.getByRole('group', { name: /quick/i }).getByRole('button').first().click();
    await page.getByRole('textbox', { name: 'Depositor name' }).fill('Hong');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(OK|Confirm)$/ })
      .click();
    await page.getByRole('form').getByText('Please check the deposit amount unit', { exact: false }).waitFor();
    await expectAccessible(page, 'deposit C103, English');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/deposit-en-C103.png`, fullPage: true });
  });
});

describe('deposit between the layouts', () => {
  it('from 601 to 1024 px the page never scrolls sideways: one column until the side column has room', async () => {
    for (const width of [601, 768, 1024]) {
      const page = await openDeposit({ width, height: 900 } as typeof DESKTOP, '/moneyMain/charge');
      await fillDeposit(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        window: document.documentElement.clientWidth,
      }));
      expect(widths.page, `${width} px`).toBe(widths.window);
    }
  });
});
