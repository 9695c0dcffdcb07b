// USDT deposit (/moneyMain/coinCharge) and withdrawal (/moneyMain/coinExchange) without the
// browser: a rate that cannot be read (E002) with a retry; a site without a wallet in English (its
// words and its link to the bank deposit); each accepted with the exact body (the deposit at a rate
// that has moved, the withdrawal after the network switched and back); the checks before sending
// (below the minimum at the rate, a malformed hash; a wallet that is not of the chosen network),
// each sending nothing; each server refusal as its own message where it belongs (the deposit's C101
// under the amount, C001 and U0011 above the form; the withdrawal's C202, C205 and C209) with what
// was typed kept and the exact body sent. The browser keeps both main paths with the rate read
// again every 30 s, one refusal each with axe (U0011, C209), a site without a wallet (the link
// followed and back, axe) and the phone's tabs (tests/e2e/coin.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { CoinDepositScreen } from '@/features/money/pages/CoinDepositScreen';
import { CoinWithdrawalScreen } from '@/features/money/pages/CoinWithdrawalScreen';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setFault, setScenario } from './support/mock';
import { renderScreen, type RenderedScreen } from './support/render';

const TRON = 'TQrZ8tKfjNdUKWKX2VtqGfFrq5hC9oA7Vm';
const ETHEREUM = '0x52908400098527886E0F7030069857D2E4169EE7';
const HASH = 'ab'.repeat(32);
const WAIT = { timeout: 10_000 };

/** A text field by the start of its name (some go on with a unit or an asterisk). */
const field = (form: HTMLElement, label: string) => within(form).getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}`) });
const pinOf = (form: HTMLElement) => within(form).getByLabelText<HTMLInputElement>(/^환전 비밀번호/);

/** Submits, reads the confirmation's line, accepts it; resolves once the dialog is gone. */
async function submitConfirmed({ user }: RenderedScreen, form: HTMLElement, submit: string, line: string) {
  await user.click(within(form).getByRole('button', { name: submit }));
  const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' }, WAIT);
  within(dialog).getByText(line, { exact: false });
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
  await closed(dialog);
}

/** The form's text once it shows `message` (above the form or under a field). */
const shows = (form: HTMLElement, message: string, code: string) => waitFor(() => expect(form.textContent, code).toContain(message), WAIT);

describe('USDT deposit', () => {
  it('a rate that cannot be read (E002) says so instead of the form, with a retry', async () => {
    await setFault('/api/coin', { body: { code: 'E002', msg: '' }, times: 1 });
    const view = await renderScreen(<CoinDepositScreen />, { path: '/moneyMain/coinCharge', member: true });
    const failed = await screen.findByRole('alert', {}, WAIT);
    await waitFor(() => expect(failed.textContent).toContain('지금은 요청을 처리할 수 없습니다. 잠시 후 다시 시도해 주세요.'), WAIT);
    expect(screen.queryByRole('textbox', { name: /^보낸 USDT 수량/ })).toBeNull();
    await view.user.click(within(failed).getByRole('button', { name: '다시 시도' }));
    const form = await screen.findByRole('form', { name: 'USDT 충전 신청' }, WAIT);
    field(form, '보낸 USDT 수량');
  });

  it('a site without a wallet (in English) says it takes no USDT and links the bank deposit, with no form', async () => {
    await setScenario('/api/cash/inInfo', 'noCoin');
    await renderScreen(<CoinDepositScreen />, { path: '/moneyMain/coinCharge', member: true, language: 'en' });
    await screen.findByText('USDT deposits are not available right now', {}, WAIT);
    expect(screen.getByRole('link', { name: 'Go to bank deposit' }).getAttribute('href')).toBe('/moneyMain/charge');
    expect(
      within(screen.getByRole('navigation', { name: 'Deposit method' }))
        .getByRole('link', { name: 'USDT' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('accepted at a rate that has moved (1 USDT = 1,402원): the exact body, the form emptied', async () => {
    await setScenario('/api/coin', 'moved');
    const view = await renderScreen(<CoinDepositScreen />, { path: '/moneyMain/coinCharge', member: true });
    const form = await screen.findByRole('form', { name: 'USDT 충전 신청' }, WAIT);
    await screen.findByText('1 USDT = 1,402원', {}, WAIT);
    const coin = field(form, '보낸 USDT 수량');
    await fill(view.user, coin, '100');
    await fill(view.user, field(form, '거래 해시'), HASH);
    // the first charge after joining earns its 20 % by USDT too (docs/rules.md#constants), on the won
    await screen.findByText('가입 후 첫 충전 보너스 20%가 적용됩니다.', {}, WAIT);
    within(form).getByRole('radio', { name: '보너스 받기' });
    await clearRequests();
    await submitConfirmed(view, form, 'USDT 충전 신청', '보너스: 28,040원');
    await screen.findByText('100.00 USDT(예상 140,200원) 충전 신청이 접수되었습니다.', { exact: false }, WAIT);
    const sent = await requestsTo('/api/cash/in');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ siteId: 'winner', payType: 'coin', amount: 140_200, coinAmount: 100, bonusYn: 'Y', txHash: HASH });
    await waitFor(() => expect(field(screen.getByRole('form', { name: 'USDT 충전 신청' }), '보낸 USDT 수량').value).toBe(''), WAIT);
  });

  it('declining the bonus sends N; with no bonus left today there is no choice and N is sent', async () => {
    const view = await renderScreen(<CoinDepositScreen />, { path: '/moneyMain/coinCharge', member: true });
    let form = await screen.findByRole('form', { name: 'USDT 충전 신청' }, WAIT);
    await fill(view.user, field(form, '보낸 USDT 수량'), '10');
    await view.user.click(within(form).getByRole('radio', { name: '보너스 받지 않기' }));
    await clearRequests();
    await submitConfirmed(view, form, 'USDT 충전 신청', '예상 충전 금액: 13,985원');
    await screen.findByText('10.00 USDT(예상 13,985원) 충전 신청이 접수되었습니다.', { exact: false }, WAIT);
    expect((await requestsTo('/api/cash/in'))[0]?.body).toMatchObject({ payType: 'coin', amount: 13_985, bonusYn: 'N' });

    view.unmount();
    await setScenario('/api/cash/inInfo', 'noBonus');
    const again = await renderScreen(<CoinDepositScreen />, { path: '/moneyMain/coinCharge', member: true });
    form = await screen.findByRole('form', { name: 'USDT 충전 신청' }, WAIT);
    await screen.findByText('이번 충전에 적용되는 보너스가 없습니다.', {}, WAIT);
    expect(within(form).queryByRole('radio')).toBeNull();
    await fill(again.user, field(form, '보낸 USDT 수량'), '10');
    await clearRequests();
    await submitConfirmed(again, form, 'USDT 충전 신청', '예상 충전 금액: 13,985원');
    await screen.findByText('10.00 USDT(예상 13,985원) 충전 신청이 접수되었습니다.', { exact: false }, WAIT);
    expect((await requestsTo('/api/cash/in'))[0]?.body).toMatchObject({ payType: 'coin', bonusYn: 'N' });
  });

  it('below the minimum at the rate and a malformed hash send nothing', async () => {
    const view = await renderScreen(<CoinDepositScreen />, { path: '/moneyMain/coinCharge', member: true });
    const form = await screen.findByRole('form', { name: 'USDT 충전 신청' }, WAIT);
    const coin = field(form, '보낸 USDT 수량');
    const hash = field(form, '거래 해시');

    await fill(view.user, coin, '7.15');
    await fill(view.user, hash, 'abc');
    await view.user.click(within(form).getByRole('button', { name: 'USDT 충전 신청' }));
    await within(form).findByText('최소 충전 금액은 10,000원입니다. 현재 시세로 7.16 USDT 이상이어야 합니다.');
    within(form).getByText('거래 해시는 64자리 16진수입니다', { exact: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo('/api/cash/in')).toHaveLength(0);
  });

  it('C101 under the amount, C001 and U0011 above the form, each with what was typed kept and the exact body', async () => {
    const view = await renderScreen(<CoinDepositScreen />, { path: '/moneyMain/coinCharge', member: true });
    const form = await screen.findByRole('form', { name: 'USDT 충전 신청' }, WAIT);
    const coin = field(form, '보낸 USDT 수량');
    const hash = field(form, '거래 해시');
    await fill(view.user, coin, '50');
    await fill(view.user, hash, HASH);
    for (const [code, message, where] of [
      ['C101', '1회 충전 한도를 초과했습니다.', 'amount'],
      ['C001', '현재 충전이 중지된 상태입니다. 고객센터에 문의해 주세요.', 'form'],
      ['U0011', '이용이 정지된 회원은 충전 및 환전을 신청할 수 없습니다.', 'form'],
    ] as const) {
      await setScenario('/api/cash/in', code, 1);
      await clearRequests();
      await submitConfirmed(view, form, 'USDT 충전 신청', '보낸 수량: 50.00 USDT');
      if (where === 'form') await waitFor(() => expect(within(form).queryByRole('alert')?.textContent, code).toContain(message), WAIT);
      else await shows(coin.closest<HTMLElement>('.MuiFormControl-root') ?? form, message, code);
      expect(coin.value, code).toBe('50');
      expect(hash.value, code).toBe(HASH);
      const sent = await requestsTo('/api/cash/in');
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({
        siteId: 'winner',
        payType: 'coin',
        amount: 69_925,
        coinAmount: 50,
        bonusYn: 'Y',
        txHash: HASH,
      });
    }
  });
});

describe('USDT withdrawal', () => {
  it('accepted after the network switched to ERC20 and back: the exact body', async () => {
    const view = await renderScreen(<CoinWithdrawalScreen />, { path: '/moneyMain/coinExchange', member: true });
    const form = await screen.findByRole('form', { name: 'USDT 환전 신청' }, WAIT);
    await fill(view.user, field(form, '환전 금액'), '140000');
    await waitFor(() => expect(screen.getByTestId('coin-conversion').textContent).toContain('140,000원 ≈ 100.10 USDT'), WAIT);
    await fill(view.user, pinOf(form), '1234');
    await view.user.click(within(form).getByRole('radio', { name: 'ERC20 (이더리움)' }));
    await fill(view.user, field(form, '받을 지갑 주소'), TRON);
    await view.user.click(within(form).getByRole('radio', { name: 'TRC20 (트론)' }));
    await clearRequests();
    await submitConfirmed(view, form, 'USDT 환전 신청', `지갑: ${TRON}`);
    await screen.findByText('140,000원(예상 100.10 USDT) 환전 신청이 접수되었습니다.', { exact: false }, WAIT);
    const sent = await requestsTo('/api/cash/out');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      siteId: 'winner',
      payType: 'coin',
      amount: 140_000,
      coinAmount: 100.1,
      network: 'TRC20',
      walletAddress: TRON,
      cashOutPass: '1234',
    });
  });

  it('an Ethereum wallet while TRC20 is chosen sends nothing', async () => {
    const view = await renderScreen(<CoinWithdrawalScreen />, { path: '/moneyMain/coinExchange', member: true });
    const form = await screen.findByRole('form', { name: 'USDT 환전 신청' }, WAIT);
    const amount = field(form, '환전 금액');
    const wallet = field(form, '받을 지갑 주소');
    const pin = pinOf(form);

    await fill(view.user, amount, '50000');
    await fill(view.user, wallet, ETHEREUM);
    await fill(view.user, pin, '1234');
    await view.user.click(within(form).getByRole('button', { name: 'USDT 환전 신청' }));
    await within(form).findByText('TRC20 주소는 T로 시작하는 34자입니다. 다시 확인해 주세요.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo('/api/cash/out')).toHaveLength(0);
  });

  it('C202, C205 and C209 each their own message with what was typed kept and the exact body', async () => {
    const view = await renderScreen(<CoinWithdrawalScreen />, { path: '/moneyMain/coinExchange', member: true });
    const form = await screen.findByRole('form', { name: 'USDT 환전 신청' }, WAIT);
    const amount = field(form, '환전 금액');
    const wallet = field(form, '받을 지갑 주소');
    await fill(view.user, amount, '50000');
    await fill(view.user, wallet, TRON);
    await fill(view.user, pinOf(form), '1234');
    for (const [code, message] of [
      ['C202', '환전 금액이 보유머니를 초과합니다.'],
      ['C205', '환전 비밀번호를 확인해 주세요.'],
      ['C209', '처리 중인 환전 신청이 있습니다. 처리가 완료된 후 다시 신청해 주세요.'],
    ] as const) {
      await setScenario('/api/cash/out', code, 1);
      await clearRequests();
      await submitConfirmed(view, form, 'USDT 환전 신청', '환전 금액: 50,000원');
      await shows(form, message, code);
      expect(amount.value, code).toBe('50,000');
      expect(wallet.value, code).toBe(TRON);
      const sent = await requestsTo('/api/cash/out');
      expect(sent, code).toHaveLength(1);
      expect(sent[0]?.body, code).toEqual({
        siteId: 'winner',
        payType: 'coin',
        amount: 50_000,
        coinAmount: 35.75,
        network: 'TRC20',
        walletAddress: TRON,
        cashOutPass: '1234',
      });
    }
  });
});
