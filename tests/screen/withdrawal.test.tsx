// The withdrawal request screen (/moneyMain/exchange) without the browser: the read's failure (U0011)
// with a retry, the amount checks before sending (above held money, below the minimum, off the unit),
// a withdrawal accepted (the exact body, the balance and the rules read again, the form emptied, the
// history's link), each server refusal of /api/cash/out as its own message where it belongs (above the form, or under
// its own field, which names it as its description) with what was typed kept and the exact body
// sent, and a field error in Vietnamese (C215). The browser keeps the main path of both layouts, the
// ten clicks on the confirmation (one request), the bank maintenance, the width and axe
// (tests/e2e/withdrawal.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithdrawalScreen } from '@/features/money/pages/WithdrawalScreen';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';
import { BalanceRead } from './support/balance-read';

const PATH = '/moneyMain/exchange';
/** Noon in Seoul: outside the bank maintenance (23:30-00:30) whatever the machine's clock says. */
const NOON = new Date('2026-11-22T12:00:00+09:00');
const BODY = { payType: 'bank', amount: 160_000, cashOutPass: '1234', siteId: 'winner' };

// Only Date is faked (and keeps running from noon): the client's and the test's timers stay real.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOON, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const form = () => screen.getByRole('form', { name: '환전 신청' });
const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: '환전 금액' });
/** A field by its label (a required field's label ends in MUI's asterisk). */
const labelled = (label: string) => within(form()).getByLabelText<HTMLInputElement>(new RegExp(`^${label}( \\*)?$`));
const pin = () => labelled('환전 비밀번호');
const controlOf = (input: HTMLElement) => {
  const control = input.closest('.MuiFormControl-root');
  if (!(control instanceof HTMLElement)) throw new Error('a field outside a form control');
  return control;
};

async function fillWithdrawal({ user }: RenderedScreen) {
  const quick = screen.getByRole('group', { name: '환전 금액 빠른 선택' });
  await user.click(within(quick).getByRole('button', { name: '10만원' }));
  await user.click(within(quick).getByRole('button', { name: '5만원' }));
  await user.click(within(quick).getByRole('button', { name: '1만원' }));
  await fill(user, pin(), '1234');
}

async function submitConfirmed({ user }: RenderedScreen, submit = '환전 신청', ok = '확인') {
  await user.click(screen.getByRole('button', { name: submit }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  // the rest of the page is hidden from the accessibility tree until the dialog has faded out
  await closed(dialog);
}

/** Each server refusal of /api/cash/out: its own message, above the form or under its own field. */
const REFUSALS = [
  ['C209', '처리 중인 환전 신청이 있습니다. 처리가 완료된 후 다시 신청해 주세요.', 'form'],
  ['C216', '환전 재신청 제한 시간입니다. 제한 시간이 지난 후 다시 신청해 주세요.', 'form'],
  ['C201', '현재 환전이 중지된 상태입니다. 고객센터에 문의해 주세요.', 'form'],
  ['U0011', '이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.', 'form'],
  ['C205', '환전 비밀번호를 확인해 주세요.', 'pin'],
  ['C202', '환전 금액이 보유머니를 초과합니다.', 'amount'],
  ['C214', '환전 금액이 최소 환전 금액보다 적습니다.', 'amount'],
] as const;

describe('the withdrawal screen', () => {
  it('a suspended member reads U0011 instead of the form and retries; then above held money, below the minimum and off the unit send nothing', async () => {
    await setScenario('/api/cash/outInfo', 'U0011', 1);
    const view = await renderScreen(<WithdrawalScreen />, { path: PATH, member: true });
    const unavailable = await screen.findByRole('alert');
    expect(unavailable.textContent).toContain('이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.');
    expect(screen.queryByRole('textbox', { name: '환전 금액' })).toBeNull();
    await view.user.click(within(unavailable).getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('heading', { name: '환전 안내' });

    await fill(view.user, amount(), '1260000');
    expect(amount().value).toBe('1,260,000');
    await fill(view.user, pin(), '1234');
    await view.user.click(screen.getByRole('button', { name: '환전 신청' }));
    await within(controlOf(amount())).findByText('환전 금액이 보유머니를 초과합니다.');
    await fill(view.user, amount(), '5000');
    await within(form()).findByText('최소 환전 금액은 10,000원입니다.');
    await fill(view.user, amount(), '15000');
    await within(form()).findByText('환전 금액은 10,000원 단위로 입력해 주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo('/api/cash/out')).toHaveLength(0);
  });

  it('a withdrawal accepted: the exact body, the balance and the rules read again, the form emptied, the history linked', async () => {
    const view = await renderScreen(
      <>
        <WithdrawalScreen />
        <BalanceRead />
      </>,
      { path: PATH, member: true },
    );
    await screen.findByRole('heading', { name: '환전 안내' });
    await fillWithdrawal(view);
    await clearRequests();
    await submitConfirmed(view);
    await screen.findByText('160,000원 환전 신청이 접수되었습니다.', { exact: false });
    const sent = await requestsTo('/api/cash/out');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(BODY);
    await expect.poll(async () => (await requestsTo('/api/member/balance')).length).toBeGreaterThan(0);
    await expect.poll(async () => (await requestsTo('/api/cash/outInfo')).length).toBeGreaterThan(0);
    expect(amount().value).toBe('');
    expect(pin().value).toBe('');
    screen.getByRole('link', { name: '환전 내역 보기' });
  });

  it('the retry waits (docs/rules.md#constants): NT99 and TE99 hold the submit 5 s, c104 1 minute, counted down on it', async () => {
    const view = await renderScreen(<WithdrawalScreen />, { path: PATH, member: true });
    await screen.findByRole('heading', { name: '환전 안내' });
    await fillWithdrawal(view);
    const submit = () => within(form()).getByRole('button', { name: /^(환전 신청|\d+초 후 다시 신청할 수 있습니다)$/ });
    const secondsLeft = () => Number(/^(\d+)초/.exec(submit().textContent ?? '')?.[1] ?? 0);
    for (const [code, seconds] of [
      ['NT99', 5],
      ['TE99', 5],
      ['c104', 60],
    ] as const) {
      await setScenario('/api/cash/out', code, 1);
      await submitConfirmed(view);
      await expect.poll(secondsLeft, { message: code }).toBeGreaterThan(seconds - 3);
      expect(submit().hasAttribute('disabled'), code).toBe(true);
      vi.setSystemTime(Date.now() + seconds * 1000);
      await waitFor(() => expect(submit().textContent, code).toBe('환전 신청'));
      expect(submit().hasAttribute('disabled'), code).toBe(false);
      expect(pin().value, code).toBe('1234');
    }
  });

  it.each([
    ['above the form (C209, C216, C201, U0011)', 'form'],
    ['under its own field (C205, C202, C214)', 'field'],
  ] as const)('each server refusal %s as its own message, what was typed kept, the exact body sent', async (_, place) => {
    const view = await renderScreen(<WithdrawalScreen />, { path: PATH, member: true });
    await screen.findByRole('heading', { name: '환전 안내' });
    await fillWithdrawal(view);
    expect(amount().value).toBe('160,000');
    for (const [code, message, where] of REFUSALS.filter(([, , at]) => (at === 'form') === (place === 'form'))) {
      await setScenario('/api/cash/out', code, 1);
      await clearRequests();
      await submitConfirmed(view);
      if (where === 'form') {
        const alert = await within(form()).findByRole('alert');
        await expect.poll(() => alert.textContent, { message: code }).toContain(message);
      } else {
        // under its own field, which names the message as its description
        const input = where === 'pin' ? pin() : amount();
        const shown = await within(controlOf(input)).findByText(message);
        expect(input.getAttribute('aria-describedby') ?? '', code).toContain(shown.id || 'no id');
      }
      expect(amount().value, code).toBe('160,000');
      expect(pin().value, code).toBe('1234');
      const sent = await requestsTo('/api/cash/out');
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual(BODY);
    }
  });

  it('in Vietnamese: the rules, and C215 under the amount with the PIN kept', async () => {
    const view = await renderScreen(<WithdrawalScreen />, { path: PATH, member: true, language: 'vi' });
    await screen.findByText('Hằng ngày 23:30–00:30');
    await setScenario('/api/cash/out', 'C215', 1);
    await view.user.click(within(screen.getByRole('group', { name: /Số tiền rút/ })).getAllByRole('button')[0]!);
    const vnPin = within(screen.getByRole('form')).getByLabelText<HTMLInputElement>(/^Mã PIN rút tiền( \*)?$/);
    await fill(view.user, vnPin, '1234');
    await submitConfirmed(view, 'Gửi yêu cầu rút', 'Đồng ý');
    const vnAmount = screen.getByRole('textbox', { name: 'Số tiền rút' });
    await within(controlOf(vnAmount)).findByText('Vui lòng kiểm tra đơn vị số tiền rút.');
    expect(vnPin.value).toBe('1234');
    expect((await requestsTo('/api/cash/out'))[0]?.body).toMatchObject({ cashOutPass: '1234', payType: 'bank' });
  });
});
