// Safer gambling (/mypage/safer) without the browser, against the mock's examples: the limits as
// the server reports them (used, left, a pending raise with its cancel); a limit below the minimum
// refused before sending, then sent with its exact body and the answer said; RG20 under the amount
// with what was typed kept; the reality check's interval; a time-out confirmed twice, its exact
// body, and a wrong password (LX02) said in the last confirmation, the form's choice kept; a
// self-exclusion cancelled at the last confirmation, nothing sent. The limits where they bite, in
// the languages the other files use least: the deposit on the phone in English (what the daily
// limit leaves under the amount, more refused before sending) and the powerball slip in Vietnamese
// (what the weekly stake limit leaves, a stake over it refused before sending); the reality check's
// dialog: tests/e2e/own-limits.test.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { closed } from './support/closed';
import { describe, expect, it } from 'vitest';
import { MINI_GAMES } from '@/domain/betting/mini/games';
import { MainPage } from '@/features/main/components/MainPage';
import { MiniSlip } from '@/features/minigames/components/MiniSlip';
import { DepositScreen } from '@/features/money/pages/DepositScreen';
import { SaferScreen } from '@/features/safety/SaferScreen';
import { PROMOTION_HOLD_KEY } from '@/session/promotion-hold';
import { session } from '@/session/session-store';
import { fill } from './support/fill';
import { clearRequests, requestsTo, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const SAVE = '/api/member/limitSave';
const CANCEL = '/api/member/limitCancel';
const REALITY = '/api/member/realityCheck';
const EXCLUDE = '/api/member/exclude';

/** The screen, once its settings came: the member's limits as the contract's `limited` example has them. */
async function openSafer() {
  await setScenario('/api/member/limits', 'limited');
  const view = await renderScreen(<SaferScreen />, { path: '/mypage/safer', member: true });
  await screen.findByRole('form', { name: '한도 설정' });
  return view;
}

describe('safer gambling', () => {
  it('shows each limit with what its window used and a pending raise; cancelling it asks first and sends which limit', async () => {
    const view = await openSafer();
    const deposit = screen.getByRole('region', { name: '입금 한도 · 1일' });
    within(deposit).getByText('100,000원');
    within(deposit).getByText(/사용 50,000원 · 남음 50,000원 \(2026\. 11\. 27\. 00:00까지\)/);
    within(deposit).getByRole('status');
    expect(within(deposit).getByRole('status').textContent).toMatch(/2026\. 11\. 27\. 10:00부터 300,000원/);
    within(screen.getByRole('region', { name: '베팅 한도 · 1주' })).getByText('500,000원');
    await clearRequests();
    await view.user.click(within(deposit).getByRole('button', { name: '입금 한도 · 1일 변경 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '입금 한도 · 1일 변경을 취소할까요?' });
    await view.user.click(within(dialog).getByRole('button', { name: '변경 취소' }));
    await closed(dialog);
    const sent = await requestsTo(CANCEL);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ kind: 'deposit', period: 'day', siteId: 'winner' });
  });

  it('a limit below 10,000 is refused before sending; a valid one is sent once and said; RG20 shows under the amount, typed kept', async () => {
    const view = await openSafer();
    const form = await screen.findByRole('form', { name: '한도 설정' });
    await view.user.selectOptions(within(form).getByRole('combobox', { name: /한도 종류/ }), '손실 한도');
    await view.user.selectOptions(within(form).getByRole('combobox', { name: /기간/ }), '1주');
    const amount = within(form).getByRole<HTMLInputElement>('textbox', { name: /한도 금액/ });
    await fill(view.user, amount, '9999');
    await view.user.click(within(form).getByRole('button', { name: '한도 저장' }));
    await within(form).findByText('한도는 10,000원 이상이어야 합니다.');
    await clearRequests();
    expect(await requestsTo(SAVE)).toHaveLength(0);
    await fill(view.user, amount, '200000');
    await view.user.click(within(form).getByRole('button', { name: '한도 저장' }));
    await screen.findByText('입금 한도 · 1일: 100,000원(으)로 바로 적용되었습니다.');
    const sent = await requestsTo(SAVE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ kind: 'loss', period: 'week', amount: 200000, siteId: 'winner' });

    await setScenario(SAVE, 'RG20', 1);
    const again = screen.getByRole('form', { name: '한도 설정' });
    const box = within(again).getByRole<HTMLInputElement>('textbox', { name: /한도 금액/ });
    await fill(view.user, box, '30000');
    await view.user.click(within(again).getByRole('button', { name: '한도 저장' }));
    await within(again).findByText('변경할 수 없는 한도입니다.');
    expect(box.value).toBe('30,000');
  });

  it('the reality check: 30 minutes sent as its minutes, and said', async () => {
    const view = await openSafer();
    const section = await screen.findByRole('region', { name: '이용 시간 알림' });
    await clearRequests();
    await view.user.selectOptions(within(section).getByRole('combobox', { name: '알림 간격' }), '30분마다');
    await view.user.click(within(section).getByRole('button', { name: '저장' }));
    await within(section).findByText('이용 시간 알림: 30분마다(으)로 저장했습니다.');
    const sent = await requestsTo(REALITY);
    expect(sent.map((r) => r.body)).toEqual([{ minutes: 30, siteId: 'winner' }]);
  });

  it('a time-out is confirmed twice before it is sent; a wrong password (LX02) is said in the last confirmation, the choice kept; a self-exclusion cancelled at the last, nothing sent', async () => {
    const view = await openSafer();
    const form = await screen.findByRole('form', { name: '휴식 · 자기 제외' });
    await view.user.selectOptions(within(form).getByRole('combobox', { name: /기간/ }), '휴식 24시간');
    await fill(view.user, within(form).getByLabelText(/비밀번호 확인/), 'secret12');
    await setScenario(EXCLUDE, 'LX02', 1);
    await clearRequests();
    await view.user.click(within(form).getByRole('button', { name: '계속' }));
    const first = await screen.findByRole('dialog', { name: '확인해 주세요' });
    within(first).getByText(/휴식 24시간 동안 로그인할 수 없게 됩니다/);
    await view.user.click(within(first).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '확인해 주세요' })).toBeNull());
    expect(await requestsTo(EXCLUDE)).toHaveLength(0);
    const last = await screen.findByRole('dialog', { name: '정말 시작할까요?' });
    await view.user.click(within(last).getByRole('button', { name: '시작' }));
    await within(last).findByText('아이디 또는 비밀번호를 확인해 주세요.');
    const sent = await requestsTo(EXCLUDE);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ kind: 'timeout', duration: 'P1D', memPass: 'secret12', siteId: 'winner' });
    await view.user.click(within(last).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(form).getByRole<HTMLSelectElement>('combobox', { name: /기간/ }).value).toBe('P1D');

    // a self-exclusion says what it locks; cancelled at the last confirmation, nothing is sent
    await view.user.selectOptions(within(form).getByRole('combobox', { name: /기간/ }), '자기 제외 6개월');
    await clearRequests();
    await view.user.click(within(form).getByRole('button', { name: '계속' }));
    const asked = await screen.findByRole('dialog', { name: '확인해 주세요' });
    within(asked).getByText('자기 제외 6개월 동안 계정이 잠깁니다.', { exact: false });
    await view.user.click(within(asked).getByRole('button', { name: '확인' }));
    const sure = await screen.findByRole('dialog', { name: '정말 시작할까요?' });
    await view.user.click(within(sure).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await requestsTo(EXCLUDE)).toHaveLength(0);
  });

  it('a time-out taken: signed out at once, the guest page confirms what was set and until when, and this browser holds promotions until then', async () => {
    const view = await openSafer();
    const form = await screen.findByRole('form', { name: '휴식 · 자기 제외' });
    await view.user.selectOptions(within(form).getByRole('combobox', { name: /기간/ }), '휴식 24시간');
    await fill(view.user, within(form).getByLabelText(/비밀번호 확인/), 'secret12');
    await view.user.click(within(form).getByRole('button', { name: '계속' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: '확인해 주세요' })).getByRole('button', { name: '확인' }));
    await view.user.click(within(await screen.findByRole('dialog', { name: '정말 시작할까요?' })).getByRole('button', { name: '시작' }));
    // the contract's success example: until 2026-11-27 10:00:00 (Seoul)
    await waitFor(() => expect(session.get().status).toBe('guest'));
    expect(session.get().ended).toEqual({ reason: 'excluded', exclusion: { kind: 'timeout', until: '2026-11-27 10:00:00' } });
    expect(localStorage.getItem(PROMOTION_HOLD_KEY)).toBe(String(Date.parse('2026-11-27T10:00:00+09:00')));
    view.unmount();
    await renderScreen(<MainPage />, { path: '/' });
    const told = (await screen.findByText(/휴식\(타임아웃\)이 설정되어 로그아웃되었습니다/)).closest('[role="status"]');
    expect(told?.textContent).toMatch(/^휴식 · 자기 제외 시작 .*2026\. 11\. 27\. 10:00까지 로그인할 수 없습니다\./);
    session.dismissEnded();
    localStorage.removeItem(PROMOTION_HOLD_KEY);
  });
});

describe('the member’s own limits where they bite', () => {
  it('the deposit on the phone, in English: what the daily limit leaves under the amount; more refused before sending', async () => {
    await setScenario('/api/member/limits', 'limited');
    const { user } = await renderScreen(<DepositScreen />, { path: '/chargeMain', member: true, layout: 'mobile', language: 'en' });
    const form = await screen.findByRole('form', { name: 'Deposit request' }, { timeout: 10_000 });
    await within(form).findByText('₩50,000 left under your daily deposit limit', { exact: false });
    await fill(user, within(form).getByRole('textbox', { name: 'Deposit amount' }), '60000');
    await fill(user, within(form).getByRole('textbox', { name: 'Depositor name' }), 'Hong');
    await clearRequests();
    await user.click(within(form).getByRole('button', { name: 'Request deposit' }));
    await within(form).findByText('Your daily deposit limit leaves ₩50,000. Please enter an amount within it.');
    expect(await requestsTo('/api/cash/in')).toHaveLength(0);
  });

  it('the powerball slip, in Vietnamese: what the weekly stake limit leaves; a stake over it refused before sending', async () => {
    await setScenario('/api/member/limits', 'limited');
    const { user } = await renderScreen(
      <>
        <h1>powerball</h1>
        <MiniSlip game={MINI_GAMES[0]!} round={101} option={{ key: 'pb_odd', group: 'pb_oddeven', odds: 1.95 }} blocked={null} />
      </>,
      { path: '/minigame/powerball', member: true, language: 'vi' },
    );
    const slip = screen.getByRole('region', { name: 'Phiếu cược' });
    await within(slip).findByText('Còn lại trong giới hạn cược theo tuần', undefined, { timeout: 10_000 });
    await clearRequests();
    await fill(user, within(slip).getByRole('textbox', { name: 'Tiền cược' }), '400000');
    await within(slip).findByText('Giới hạn cược theo tuần của bạn còn 380.000', { exact: false });
    expect(await requestsTo('/api/bet/betProc')).toHaveLength(0);
  });
});
