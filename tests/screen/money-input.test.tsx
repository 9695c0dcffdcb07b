// Money as members enter it in the forms, without the browser: a decimal point or an
// exponent is never dropped into a won amount: the deposit form refuses 50000.5 and 1e5000 with its
// reason, keeps the text and sends nothing, and sends 10000.00 as 10,000 (the form then empty; on
// the phone: the same form); a stake shows 20,000 separated and refuses 10000.5, sending no bet;
// USDT refuses a third decimal, with no estimate of it. Text is pasted here (a key at a time
// re-renders the form, slow in jsdom); the reading of text typed key by key is
// forms/rules/money-input.test.ts, and the browser types the refused amounts key by key and keeps
// the lost answers (Chromium's own resends, the Idempotency-Key, the history linked;
// tests/e2e/money-input.test.ts).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MINI_GAMES } from '@/domain/betting/mini/games';
import { MiniSlip } from '@/features/minigames/components/MiniSlip';
import { CoinDepositScreen } from '@/features/money/pages/CoinDepositScreen';
import { DepositScreen } from '@/features/money/pages/DepositScreen';
import { closed } from './support/closed';
import { fill } from './support/fill';
import { clearRequests, requestsTo } from './support/mock';
import { renderScreen } from './support/render';

const WAIT = { timeout: 10_000 };

/** The text in `input` without its group separators (typed key by key the form groups the digits). */
const digitsIn = (input: HTMLInputElement) => input.value.replaceAll(',', '');

describe('money as typed', () => {
  it('deposit: 50000.5 and 1e5000 refused as entered, each with its reason, the text kept, nothing sent', async () => {
    const view = await renderScreen(<DepositScreen />, { path: '/moneyMain/charge', member: true });
    await screen.findByRole('heading', { name: '충전 안내' }, WAIT);
    const form = screen.getByRole('form', { name: '충전 신청' });
    const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: '충전 금액' });
    await fill(view.user, within(form).getByRole('textbox', { name: '입금자명' }), '홍길동');
    await clearRequests();

    await fill(view.user, amount, '50000.5');
    expect(digitsIn(amount)).toBe('50000.5');
    await within(form).findByText('금액은 소수점 없이 입력해 주세요.');
    await view.user.click(within(form).getByRole('button', { name: '충전 신청' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await fill(view.user, amount, '1e5000');
    expect(amount.value).toBe('1e5000');
    await within(form).findByText('금액은 숫자로만 입력해 주세요 (예: 10,000).');
    await view.user.click(within(form).getByRole('button', { name: '충전 신청' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await requestsTo('/api/cash/in')).toHaveLength(0);
  });

  it('deposit on the phone: 10000.00 is sent as 10,000, the form then empty', async () => {
    const view = await renderScreen(<DepositScreen />, { path: '/chargeMain', member: true, layout: 'mobile' });
    await screen.findByRole('heading', { name: '충전 안내' }, WAIT);
    const form = screen.getByRole('form', { name: '충전 신청' });
    const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: '충전 금액' });
    await fill(view.user, within(form).getByRole('textbox', { name: '입금자명' }), '홍길동');
    await clearRequests();
    await fill(view.user, amount, '10000.00');
    expect(amount.value).toBe('10000.00');
    expect(within(form).queryByText('금액은 소수점 없이 입력해 주세요.')).toBeNull();
    await view.user.click(within(form).getByRole('button', { name: '충전 신청' }));
    const dialog = await screen.findByRole('dialog', { name: '확인해 주세요' }, WAIT);
    expect(within(dialog).getAllByText('10,000원', { exact: false }).length).toBeGreaterThan(0);
    await view.user.click(within(dialog).getByRole('button', { name: '확인' }));
    await closed(dialog);
    await screen.findByText('10,000원 충전 신청이 접수되었습니다.', { exact: false }, WAIT);
    expect((await requestsTo('/api/cash/in')).map((r) => (r.body as { amount?: number }).amount)).toEqual([10_000]);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: '충전 금액' }).value).toBe(''), WAIT);
  });

  it('a stake shows 20,000 separated; 10000.5 refused, no bet sent', async () => {
    const view = await renderScreen(
      <>
        <h1>powerball</h1>
        <MiniSlip game={MINI_GAMES[0]!} round={101} option={{ key: 'pb_odd', group: 'pb_oddeven', odds: 1.95 }} blocked={null} />
      </>,
      { path: '/minigame/powerball', member: true },
    );
    const stake = screen.getByRole<HTMLInputElement>('textbox', { name: '베팅금액' });
    await fill(view.user, stake, '20000');
    await waitFor(() => expect(stake.value).toBe('20,000'));
    await clearRequests();
    await fill(view.user, stake, '10000.5');
    expect(digitsIn(stake)).toBe('10000.5');
    await screen.findByText('금액은 소수점 없이 입력해 주세요.');
    await view.user.click(screen.getByRole('button', { name: '베팅하기' }));
    expect(await requestsTo('/api/bet/betProc')).toHaveLength(0);
  });

  it('USDT: a third decimal refused, with no estimate of it; one key back, the estimate', async () => {
    const view = await renderScreen(<CoinDepositScreen />, { path: '/moneyMain/coinCharge', member: true });
    const form = await screen.findByRole('form', { name: 'USDT 충전 신청' }, WAIT);
    const coin = within(form).getByRole<HTMLInputElement>('textbox', { name: /^보낸 USDT 수량/ });
    await fill(view.user, coin, '10.123');
    expect(coin.value).toBe('10.123');
    await within(form).findByText('소수점 아래 2자리까지만 입력할 수 있습니다.');
    await within(screen.getByTestId('coin-conversion')).findByText('입력한 금액을 확인해 주세요.');
    await view.user.type(coin, '{Backspace}');
    await within(screen.getByTestId('coin-conversion')).findByText(/^10\.12 USDT ≈/);
  });
});
