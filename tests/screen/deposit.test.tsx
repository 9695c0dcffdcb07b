// The deposit request screen (/moneyMain/charge) without the browser: the read's failure (U0011)
// with a retry, the amount checks before sending, a deposit accepted (the exact body, the balance and
// the rules read again, the form emptied) and today's daily bonus declined (N sent), each server
// refusal of /api/cash/in as its own message where it belongs with what was typed kept and the exact
// body sent, the account request (sent, then E002), the member's own deposit limit (what is left,
// more refused before sending, RG10), and a field error in English (C103). The browser keeps the
// main path of both layouts, the confirmation's double click, the ten clicks' one request, the
// widths and axe (tests/e2e/deposit.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepositScreen } from '@/features/money/pages/DepositScreen';
import { fill } from './support/fill';
import { clearRequests, lastBody, requestsTo, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';
import { BalanceRead } from './support/balance-read';

const PATH = '/moneyMain/charge';
const BODY = { payType: 'bank', amount: 160_000, depositName: '홍길동', bonusYn: 'Y', siteId: 'winner' };

const form = () => screen.getByRole('form', { name: '충전 신청' });
const amount = () => screen.getByRole<HTMLInputElement>('textbox', { name: '충전 금액' });
const depositor = () => screen.getByRole<HTMLInputElement>('textbox', { name: '입금자명' });

async function fillDeposit({ user }: RenderedScreen) {
  const quick = screen.getByRole('group', { name: '충전 금액 빠른 선택' });
  await user.click(within(quick).getByRole('button', { name: '10만원' }));
  await user.click(within(quick).getByRole('button', { name: '5만원' }));
  await user.click(within(quick).getByRole('button', { name: '1만원' }));
  await fill(user, depositor(), '홍길동');
}

async function submitConfirmed({ user }: RenderedScreen, submit = '충전 신청', ok = '확인') {
  await user.click(screen.getByRole('button', { name: submit }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: ok }));
  // the rest of the page is hidden from the accessibility tree until the dialog has faded out
  await closed(dialog);
}

/** Each server refusal of /api/cash/in: its own message, under the amount or above the form. */
const REFUSALS = [
  ['C001', '현재 충전이 중지된 상태입니다. 고객센터에 문의해 주세요.', 'form'],
  ['U0011', '이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.', 'form'],
  ['F001', '이전 충전 또는 환전 처리가 아직 끝나지 않았습니다.', 'form'],
  ['C101', '1회 충전 한도를 초과했습니다.', 'amount'],
  ['RG10', '입금 한도를 넘는 금액입니다. 남은 한도 안에서 신청해 주세요.', 'amount'],
  // last: it holds the submit for 5 s (the retry waits' own test is below)
  ['NT99', '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.', 'form'],
] as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('the deposit screen', () => {
  it('a suspended member reads U0011 instead of the form and retries; then the amount checks send nothing', async () => {
    await setScenario('/api/cash/inInfo', 'U0011', 1);
    const view = await renderScreen(<DepositScreen />, { path: PATH, member: true });
    const unavailable = await screen.findByRole('alert');
    expect(unavailable.textContent).toContain('이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.');
    expect(screen.queryByRole('textbox', { name: '충전 금액' })).toBeNull();
    await view.user.click(within(unavailable).getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('heading', { name: '충전 안내' });

    await fill(view.user, amount(), '9500');
    await fill(view.user, depositor(), '홍길동');
    await view.user.click(screen.getByRole('button', { name: '충전 신청' }));
    await within(form()).findByText('최소 충전 금액은 10,000원입니다.');
    await fill(view.user, amount(), '10500');
    await within(form()).findByText('충전 금액은 1,000원 단위로 입력해 주세요.');
    expect(await requestsTo('/api/cash/in')).toHaveLength(0);
  });

  it('a deposit accepted: the exact body, the balance and the rules read again, the form emptied', async () => {
    const view = await renderScreen(
      <>
        <DepositScreen />
        <BalanceRead />
      </>,
      { path: PATH, member: true },
    );
    await screen.findByRole('heading', { name: '충전 안내' });
    await fillDeposit(view);
    // the rules read again after this deposit offer today's daily bonus instead
    await setScenario('/api/cash/inInfo', 'daily');
    await clearRequests();
    await submitConfirmed(view);
    await screen.findByText('160,000원 충전 신청이 접수되었습니다.', { exact: false });
    const sent = await requestsTo('/api/cash/in');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(BODY);
    await expect.poll(async () => (await requestsTo('/api/member/balance')).length).toBeGreaterThan(0);
    await expect.poll(async () => (await requestsTo('/api/cash/inInfo')).length).toBeGreaterThan(0);
    expect(amount().value).toBe('');
    expect(depositor().value).toBe('');
    await screen.findByText('오늘 첫 충전 보너스 10%가 적용됩니다.');
  });

  it('today’s daily bonus declined: the confirmation says so, N sent', async () => {
    await setScenario('/api/cash/inInfo', 'daily');
    const view = await renderScreen(<DepositScreen />, { path: PATH, member: true });
    await screen.findByText('오늘 첫 충전 보너스 10%가 적용됩니다.');
    await fillDeposit(view);
    const bonus = screen.getByRole('region', { name: '충전 보너스' });
    await within(bonus).findByText('16,000원');
    await view.user.click(screen.getByRole('radio', { name: '보너스 받지 않기' }));
    await within(bonus).findByText('받지 않음');
    await clearRequests();
    await view.user.click(screen.getByRole('button', { name: '충전 신청' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('보너스 없이');
    await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
    await closed(dialog);
    await screen.findByText('160,000원 충전 신청이 접수되었습니다.', { exact: false });
    const [declined] = await requestsTo('/api/cash/in');
    expect(declined?.body).toEqual({ ...BODY, bonusYn: 'N' });
  });

  it('each server refusal (C001, U0011, F001, C101, RG10, NT99) as its own message, what was typed kept, the exact body sent', async () => {
    const view = await renderScreen(<DepositScreen />, { path: PATH, member: true });
    await screen.findByRole('heading', { name: '충전 안내' });
    await fillDeposit(view);
    expect(amount().value).toBe('160,000');
    for (const [code, message, where] of REFUSALS) {
      await setScenario('/api/cash/in', code, 1);
      await clearRequests();
      await submitConfirmed(view);
      if (where === 'amount') {
        const field = amount().closest('.MuiFormControl-root');
        expect(field, code).not.toBeNull();
        await within(field as HTMLElement).findByText(message);
      } else {
        const alert = await within(form()).findByRole('alert');
        await expect.poll(() => alert.textContent, { message: code }).toContain(message);
      }
      expect(amount().value, code).toBe('160,000');
      expect(depositor().value, code).toBe('홍길동');
      const sent = await requestsTo('/api/cash/in');
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual(BODY);
    }
  });

  it('the retry waits (docs/rules.md#constants): c104 holds the submit 1 minute, NT99 and TE99 5 s, counted down on it; then it sends', async () => {
    // only Date is faked (and keeps running): the wait's own timer and the client stay real
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    const view = await renderScreen(<DepositScreen />, { path: PATH, member: true });
    await screen.findByRole('heading', { name: '충전 안내' });
    await fillDeposit(view);
    const submit = () => within(form()).getByRole('button', { name: /^(충전 신청|\d+초 후 다시 신청할 수 있습니다)$/ });
    const secondsLeft = () => Number(/^(\d+)초/.exec(submit().textContent ?? '')?.[1] ?? 0);
    for (const [code, seconds, message] of [
      ['c104', 60, '이미 처리 중인 요청입니다. 1분 후 다시 시도해 주세요.'],
      ['NT99', 5, '통신이 지연되고 있습니다. 5초 후 다시 시도해 주세요.'],
      ['TE99', 5, '연결이 지연되고 있습니다. 5초 후 다시 시도해 주시고, 계속되면 고객센터에 문의해 주세요.'],
    ] as const) {
      await setScenario('/api/cash/in', code, 1);
      await submitConfirmed(view);
      const alert = await within(form()).findByRole('alert');
      await expect.poll(() => alert.textContent, { message: code }).toContain(message);
      await expect.poll(secondsLeft, { message: code }).toBeGreaterThan(seconds - 3);
      expect(secondsLeft(), code).toBeLessThanOrEqual(seconds);
      expect(submit().hasAttribute('disabled'), code).toBe(true);
      vi.setSystemTime(Date.now() + (seconds - 3) * 1000);
      await expect.poll(secondsLeft, { message: code }).toBeLessThanOrEqual(3);
      expect(submit().hasAttribute('disabled'), code).toBe(true);
      vi.setSystemTime(Date.now() + 3_000);
      await waitFor(() => expect(submit().hasAttribute('disabled'), code).toBe(false));
      expect(submit().textContent, code).toBe('충전 신청');
      expect(amount().value, code).toBe('160,000');
    }
    await clearRequests();
    await submitConfirmed(view);
    await screen.findByText('160,000원 충전 신청이 접수되었습니다.', { exact: false });
    expect(await requestsTo('/api/cash/in')).toHaveLength(1);
  });

  it('the member’s own deposit limit: what it leaves under the amount; more refused before sending, with the reason; within it sent', async () => {
    await setScenario('/api/member/limits', 'limited');
    const view = await renderScreen(<DepositScreen />, { path: PATH, member: true });
    await screen.findByRole('heading', { name: '충전 안내' });
    await within(form()).findByText('최소 10,000원 · 1회 최대 5,000,000원 · 1,000원 단위 · 입금 한도(1일)까지 50,000원 남음');
    await fill(view.user, amount(), '60000');
    await fill(view.user, depositor(), '홍길동');
    await clearRequests();
    await view.user.click(screen.getByRole('button', { name: '충전 신청' }));
    await within(form()).findByText('입금 한도(1일)까지 50,000원 남았습니다. 그 안에서 신청해 주세요.');
    expect(await requestsTo('/api/cash/in')).toHaveLength(0);
    expect(amount().value).toBe('60,000');
    await fill(view.user, amount(), '50000');
    await submitConfirmed(view);
    expect((await requestsTo('/api/cash/in'))[0]?.body).toMatchObject({ amount: 50_000, depositName: '홍길동' });
  });

  it('the deposit account: sent as a message; a failure (E002) says its own message', async () => {
    const view = await renderScreen(<DepositScreen />, { path: PATH, member: true });
    const ask = await screen.findByRole('button', { name: '입금 계좌 요청' });
    await view.user.click(ask);
    await screen.findByText('입금 계좌번호를 쪽지로 보냈습니다.');
    expect(await requestsTo('/api/cash/getAcc')).toHaveLength(1);
    await setScenario('/api/cash/getAcc', 'E002', 1);
    await view.user.click(ask);
    await screen.findByText('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.');
    expect(await lastBody('/api/cash/getAcc')).toBeDefined();
  });

  it('in English: the rules, the bonus and a field error from the server (C103)', async () => {
    const view = await renderScreen(<DepositScreen />, { path: PATH, member: true, language: 'en' });
    await screen.findByText('Your first deposit since joining earns a 20% bonus.');
    expect(screen.getAllByText('₩10,000').length).toBeGreaterThan(0);
    await setScenario('/api/cash/in', 'C103', 1);
    await view.user.click(within(screen.getByRole('group', { name: /quick/i })).getAllByRole('button')[0]!);
    await fill(view.user, screen.getByRole('textbox', { name: 'Depositor name' }), 'Hong');
    await submitConfirmed(view, 'Request deposit', 'OK');
    await within(screen.getByRole('form')).findByText(/Please check the deposit amount unit/);
  });
});
