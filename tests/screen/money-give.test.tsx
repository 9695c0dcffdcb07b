// Money give / take-back (/mypage/give) without the browser, as the partner member (member info
// example `partner`): a give and a take-back accepted (each its notice and exact body, the history
// read again); a give above the partner's held money and a take-back above the sub-member's refused
// before the confirmation, nothing sent; then each server refusal of /api/partner/moneyTransfer
// (C301, C302 for a give, C401, C403 for a take-back) as its own message with what was typed kept and
// the exact body sent; the refusal before sending in English; a normal member told the page is for
// partners, the sub-members not asked. The browser keeps the history, the give and the take-back,
// one refusal with axe, the normal member's notice and /stributor's alert, and mobile
// (tests/e2e/money-give.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { MoneyGiveScreen } from '@/features/partner/pages/MoneyGiveScreen';
import { restoreSession } from '@/session/restore';
import { fill } from './support/fill';
import { signInMember } from './support/member';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const PATH = '/mypage/give';
const TRANSFER = '/api/partner/moneyTransfer';

/** Each server refusal of the transfer, with the type it was sent as: its own message in the form. */
const REFUSALS = [
  ['C301', '지급', 'give', '머니 지급 권한이 없습니다.'],
  ['C302', '지급', 'give', '받을 회원을 확인해 주세요.'],
  ['C401', '회수', 'takeback', '머니 회수 권한이 없습니다.'],
  ['C403', '회수', 'takeback', '회수 금액을 확인해 주세요.'],
] as const;

/** tester01 signed in, then the member read again as the app does (the mock's `partner` example). */
async function signInPartner(): Promise<void> {
  await setScenario('/api/member/info', 'partner');
  await signInMember();
  await restoreSession();
}

/** Held money as the form shows it, once the balance has come. */
async function heldMoney(): Promise<string> {
  const held = await screen.findByTestId('held-money');
  await waitFor(() => expect(held.textContent).toMatch(/^(₩[\d,]+|[\d,]+원)$/));
  return held.textContent ?? '';
}

describe('money give', () => {
  it('a give and a take-back, each confirmed: its notice, the exact body, the history read again', async () => {
    await signInPartner();
    const view = await renderScreen(<MoneyGiveScreen />, { path: PATH });
    await screen.findByRole('form', { name: '머니 지급 / 회수' }, { timeout: 10_000 });
    await heldMoney();
    for (const [member, id, nickname, type, sentType, typed, notice] of [
      ['역삼매장 (store01)', 'store01', '역삼매장', '지급', 'give', '500000', '역삼매장님에게 500,000원을 지급했습니다.'],
      ['대박기원 (user1234)', 'user1234', '대박기원', '회수', 'takeback', '20000', '대박기원님에게서 20,000원을 회수했습니다.'],
    ] as const) {
      // the form is drawn anew after a transfer: found again each time
      const form = screen.getByRole('form', { name: '머니 지급 / 회수' });
      const target = await within(form).findByRole<HTMLSelectElement>('combobox', { name: /대상 회원/ });
      const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: /금액/ });
      await view.user.selectOptions(target, member);
      await view.user.click(within(form).getByRole('radio', { name: type }));
      await fill(view.user, amount, typed);
      await clearRequests();
      await view.user.click(within(form).getByRole('button', { name: '신청' }));
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      expect(dialog.textContent, type).toContain(`닉네임: ${nickname} (${id})`);
      expect(dialog.textContent, type).toContain(`구분: ${type}`);
      await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await screen.findByText(notice, {}, { timeout: 10_000 });
      expect(
        (await requestsTo(TRANSFER)).map((r) => r.body),
        type,
      ).toEqual([{ siteId: 'winner', targetId: id, type: sentType, amount: Number(typed) }]);
      await expect.poll(async () => (await requestsTo('/api/partner/moneyTransferList')).length, { message: type }).toBeGreaterThan(0);
    }
  });

  it('above held money (a give) and above the sub-member’s (a take-back) send nothing', async () => {
    await signInPartner();
    const view = await renderScreen(<MoneyGiveScreen />, { path: PATH });
    const form = await screen.findByRole('form', { name: '머니 지급 / 회수' }, { timeout: 10_000 });
    const target = await within(form).findByRole<HTMLSelectElement>('combobox', { name: /대상 회원/ });
    const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: /금액/ });
    const submit = () => view.user.click(within(form).getByRole('button', { name: '신청' }));
    const held = await heldMoney();

    await view.user.selectOptions(target, '역삼매장 (store01)');
    await fill(view.user, amount, '99999999');
    await submit();
    await within(form).findByText(`지급 금액이 보유머니(${held})보다 많습니다.`);
    await view.user.click(within(form).getByRole('radio', { name: '회수' }));
    await view.user.selectOptions(target, '대박기원 (user1234)');
    await fill(view.user, amount, '54001');
    await submit();
    await within(form).findByText('회수 금액이 회원의 보유머니보다 많습니다.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(TRANSFER)).toEqual([]);
  });

  it('C301, C302 (a give), C401 and C403 (a take-back) each its own message, typed kept, the exact body sent', async () => {
    await signInPartner();
    const view = await renderScreen(<MoneyGiveScreen />, { path: PATH });
    const form = await screen.findByRole('form', { name: '머니 지급 / 회수' }, { timeout: 10_000 });
    const target = await within(form).findByRole<HTMLSelectElement>('combobox', { name: /대상 회원/ });
    const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: /금액/ });
    const submit = () => view.user.click(within(form).getByRole('button', { name: '신청' }));
    for (const [code, type, sentType, message] of REFUSALS) {
      await setScenario(TRANSFER, code, 1);
      await clearRequests();
      await view.user.selectOptions(target, '대박기원 (user1234)');
      await view.user.click(within(form).getByRole('radio', { name: type }));
      await fill(view.user, amount, '30000');
      await submit();
      const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' });
      expect(dialog.textContent, code).toContain(`구분: ${type}`);
      await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
      await closed(dialog);
      expect((await within(form).findAllByText(message, { exact: false })).length, code).toBeGreaterThan(0);
      expect(amount.value, code).toBe('30,000');
      expect(target.value, code).toBe('user1234');
      const sent = await requestsTo(TRANSFER);
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({ siteId: 'winner', targetId: 'user1234', type: sentType, amount: 30_000 });
    }
  });

  it('in English: a give above held money refused before the confirmation', async () => {
    await signInPartner();
    const view = await renderScreen(<MoneyGiveScreen />, { path: PATH, language: 'en' });
    const form = await screen.findByRole('form', { name: 'Give / take back money' }, { timeout: 10_000 });
    await view.user.selectOptions(await within(form).findByRole('combobox', { name: /Member/ }), '역삼매장 (store01)');
    const held = await heldMoney();
    await fill(view.user, within(form).getByRole('textbox', { name: /Amount/ }), '99999999');
    await view.user.click(within(form).getByRole('button', { name: 'Submit' }));
    await within(form).findByText(`The amount is more than your cash balance (${held}).`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo(TRANSFER)).toEqual([]);
  });

  it('a normal member reads that the page is for partners; the sub-members are not asked', async () => {
    await renderScreen(<MoneyGiveScreen />, { path: PATH, member: true });
    await screen.findByText('파트너 전용 페이지', {}, { timeout: 10_000 });
    expect(screen.queryByRole('form')).toBeNull();
    expect(await requestsTo('/api/partner/members')).toHaveLength(0);
  });
});
