// Money give / take-back to sub-members (/mypage/give, mobile /give) against the mock, as the partner
// member (member info example `partner`): held money, the history, the form over the sub-members,
// confirmation with nickname, amount and type, one request with the exact body, a take-back above the
// sub-member's held money refused before the confirmation and one server refusal (C403) with axe; a
// normal member reads that the page is for partners, and is sent from /stributor to the main page
// with an alert.
//
// Each refusal's own message (C301, C302, C401, C403) with what was typed kept and the exact body,
// and the checks before the confirmation, are the screen tier's (tests/screen/money-give.test.tsx,
// README "Tests"): they do not need a browser.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { landing, show, useShellSuite, waitForDialogs } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();
const TRANSFER = '/api/partner/moneyTransfer';

describe('money give', () => {
  it('desktop partner: held money and the history; gives to a sub-member and takes back from one after confirming (one request each, exact bodies); a take-back above held money, and C403, with what was typed kept', async () => {
    await setScenario('/api/member/info', 'partner');
    const { page, problems } = await open(DESKTOP, { member: true });
    await show(page, '/mypage/give');
    // held money is the balance poll's figure (the mock's balance is not the partner's own)
    await expect.poll(async () => page.getByTestId('held-money').textContent()).toMatch(/^[\d,]+원$/);
    const history = page.getByRole('table', { name: '머니 지급·회수 내역' });
    await history.getByText('주간 지급').waitFor();
    expect(await history.getByText('성공', { exact: true }).count()).toBe(1);
    expect(await history.getByText('실패', { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'money give, desktop');
    await shot(page, 'give-desktop');

    const form = page.getByRole('form', { name: '머니 지급 / 회수' });
    const target = form.getByRole('combobox', { name: /대상 회원/ });
    const amount = form.getByRole('textbox', { name: /금액/ });
    const confirm = page.getByRole('dialog', { name: '확인해 주세요' });
    const submitConfirmed = async (lines: readonly string[]) => {
      await form.getByRole('button', { name: '신청' }).click();
      for (const line of lines) await confirm.getByText(line, { exact: false }).waitFor();
      await confirm.getByRole('button', { name: '확인' }).click();
      await confirm.waitFor({ state: 'detached' });
    };

    // more than the sub-member holds (a take-back, 대박기원 holds 54,000원): refused under the amount
    // before any confirmation, nothing sent
    await clearRequests();
    await form.getByRole('radio', { name: '회수' }).check();
    await target.selectOption({ label: '대박기원 (user1234)' });
    await amount.fill('54001');
    await form.getByRole('button', { name: '신청' }).click();
    await form.getByText('회수 금액이 회원의 보유머니보다 많습니다.').waitFor();
    await expectAccessible(page, 'money give, take-back above the member held money');
    expect(await confirm.count()).toBe(0);
    expect(await requestsTo(TRANSFER)).toEqual([]);
    await form.getByRole('radio', { name: '지급' }).check();

    await target.selectOption({ label: '역삼매장 (store01)' });
    await amount.fill('500000');
    await clearRequests();
    await submitConfirmed(['닉네임: 역삼매장 (store01)', '금액: 500,000원', '구분: 지급']);
    await page.getByText('역삼매장님에게 500,000원을 지급했습니다.').waitFor();
    const sent = await requestsTo(TRANSFER);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ siteId: 'winner', targetId: 'store01', type: 'give', amount: 500_000 });
    await expect.poll(async () => (await requestsTo('/api/partner/moneyTransferList')).length).toBeGreaterThan(0);

    // a take-back: the same form, the type chosen, its own notice and body
    await target.selectOption({ label: '대박기원 (user1234)' });
    await form.getByRole('radio', { name: '회수' }).check();
    await amount.fill('20000');
    await clearRequests();
    await submitConfirmed(['닉네임: 대박기원 (user1234)', '금액: 20,000원', '구분: 회수']);
    await page.getByText('대박기원님에게서 20,000원을 회수했습니다.').waitFor();
    expect((await requestsTo(TRANSFER)).map((r) => r.body)).toEqual([
      { siteId: 'winner', targetId: 'user1234', type: 'takeback', amount: 20_000 },
    ]);

    await setScenario(TRANSFER, 'C403', 1);
    await target.selectOption({ label: '대박기원 (user1234)' });
    await form.getByRole('radio', { name: '회수' }).check();
    await amount.fill('30000');
    await submitConfirmed(['구분: 회수']);
    await form.getByText('회수 금액을 확인해 주세요.', { exact: false }).first().waitFor();
    expect(await amount.inputValue()).toBe('30,000');
    expect(await target.inputValue()).toBe('user1234');
    await expectAccessible(page, 'money give refused (C403)');
    expect(problems).toEqual([]);
  });

  it('a normal member reads that the page is for partners; mobile /give for a partner in English: the form and the history as cards', async () => {
    const { page, dialogs } = await open(DESKTOP, { member: true });
    await page.goto('/mypage/give');
    await page.getByText('파트너 전용 페이지').waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
    expect(await requestsTo('/api/partner/members')).toHaveLength(0);
    // the partner status page tells a normal member and sends them to the main page
    await page.goto('/stributor');
    expect(await landing(page, '/')).toBeNull();
    expect(await waitForDialogs(dialogs)).toEqual([expect.stringMatching(/^alert: .*파트너/)]);

    await setScenario('/api/member/info', 'partner');
    const { page: phone } = await open(MOBILE, { member: true, language: 'en' });
    await show(phone, '/give');
    const phoneForm = phone.getByRole('form', { name: 'Give / take back money' });
    await phone.getByText('주간 지급').waitFor();
    // a give above the partner's held money is refused before the confirmation, in English
    await phoneForm.getByRole('combobox', { name: /Member/ }).selectOption({ label: '역삼매장 (store01)' });
    await phoneForm.getByRole('textbox', { name: /Amount/ }).fill('99999999');
    await phoneForm.getByRole('button', { name: 'Submit' }).click();
    const phoneHeld = (await phone.getByTestId('held-money').textContent()) ?? '';
    await phoneForm.getByText(`The amount is more than your cash balance (${phoneHeld}).`).waitFor();
    expect(await phone.getByRole('dialog').count()).toBe(0);
    await expectAccessible(phone, 'money give, mobile, English');
    await shot(phone, 'give-mobile-en');
  });
});
