// Money give / take-back to sub-members (/mypage/give, mobile /give) against the mock, as the partner
// member (member info example `partner`): held money, the history, the form over the sub-members,
// confirmation with nickname, amount and type, a give and a take-back each said, one server refusal
// (C403) with what was typed kept and axe (the partner's form is not in the route walk, which opens
// /mypage/give as a normal member: axe here too); a normal member is sent from /stributor to the
// main page with an alert; mobile /give for a partner in English (the form and the history, axe).
//
// The exact bodies, the history read again, the sub-members not asked for a normal member, each
// refusal's own message (C301, C302, C401, C403) with what was typed kept, the checks before the
// confirmation (above the partner's held money, also in English; above the sub-member's) and the
// normal member's notice on /mypage/give are the screen tier's (tests/screen/money-give.test.tsx,
// README "Tests"): they do not need a browser.
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { setScenario } from './support/mock';
import { landing, show, useShellSuite, waitForDialogs } from './support/shell';
import { shot } from './support/shots';

const open = useShellSuite();
const TRANSFER = '/api/partner/moneyTransfer';

describe('money give', () => {
  it('desktop partner: held money and the history; gives to a sub-member and takes back from one after confirming; C403 with what was typed kept', async () => {
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

    await target.selectOption({ label: '역삼매장 (store01)' });
    await amount.fill('500000');
    await submitConfirmed(['닉네임: 역삼매장 (store01)', '금액: 500,000원', '구분: 지급']);
    await page.getByText('역삼매장님에게 500,000원을 지급했습니다.').waitFor();

    // a take-back: the same form, the type chosen, its own notice
    await target.selectOption({ label: '대박기원 (user1234)' });
    await form.getByRole('radio', { name: '회수' }).check();
    await amount.fill('20000');
    await submitConfirmed(['닉네임: 대박기원 (user1234)', '금액: 20,000원', '구분: 회수']);
    await page.getByText('대박기원님에게서 20,000원을 회수했습니다.').waitFor();

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

  it('a normal member is sent from /stributor with an alert; mobile /give for a partner in English: the form and the history as cards', async () => {
    const { page, dialogs } = await open(DESKTOP, { member: true });
    // the partner status page tells a normal member and sends them to the main page
    await page.goto('/stributor');
    expect(await landing(page, '/')).toBeNull();
    expect(await waitForDialogs(dialogs)).toEqual([expect.stringMatching(/^alert: .*파트너/)]);

    await setScenario('/api/member/info', 'partner');
    const { page: phone } = await open(MOBILE, { member: true, language: 'en' });
    await show(phone, '/give');
    const phoneForm = phone.getByRole('form', { name: 'Give / take back money' });
    await phone.getByText('주간 지급').waitFor();
    await phoneForm.getByRole('combobox', { name: /Member/ }).selectOption({ label: '역삼매장 (store01)' });
    await expectAccessible(phone, 'money give, mobile, English');
    await shot(phone, 'give-mobile-en');
  });
});
