// Game money and the money-merge notice (docs/rules.md#routes modals, docs/rules.md#states) without
// the browser. The header's game money (src/app/chrome/GameMoneyRecall.tsx): money left in a game (a
// window closed without ending it) shows in the header of both layouts after sign-in, and one press
// brings it back to cash through /api/cash/outGameMoney at once (no question first), the figure
// leaving the header; none held, none shown. The withdrawal screen's panel: the game money read
// afresh, the notice asking first, C009 in the server's words and any other failure "conversion
// failed", one request each and never the watcher's call, then the merge (its exact body) and the
// panel read again. The game watcher's request (the game window closed: src/session/money-merge.ts
// 'watcher'): /api/member/changeMemCashFlag at once, C009 holding the retry, then again, each its
// exact body. The browser keeps the notice's states with axe on both layouts, the game window
// closing under the page's clock and the countdown there (tests/e2e/game-money.test.ts).
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGameMoneySync } from '@/app/lifecycle/use-game-money';
import { DESKTOP_PATHS } from '@/app/chrome/links';
import { SessionArea } from '@/app/chrome/SessionArea';
import { MoneyMergeNotice } from '@/app/modals/MoneyMergeNotice';
import { MobileHeader } from '@/app/mobile/MobileHeader';
import { WithdrawalScreen } from '@/features/money/pages/WithdrawalScreen';
import { moneyMerge } from '@/session/money-merge';
import { clearRequests, requestsTo, setFault, setScenario } from './support/mock';
import { renderScreen } from './support/render';

const USER_CASH = '/api/cash/getUserCash';

/** The header's part of the chrome with what keeps its game money fresh and the global merge notice. */
function Header({ mobile = false }: { mobile?: boolean }) {
  useGameMoneySync();
  return (
    <>
      <h1>main</h1>
      {mobile ? (
        <MobileHeader menuOpen={false} onMenu={() => {}} />
      ) : (
        <SessionArea paths={DESKTOP_PATHS} onLogin={() => {}} onSignup={() => {}} />
      )}
      <MoneyMergeNotice />
    </>
  );
}

describe('the header’s game money', () => {
  it('desktop: held game money shows with its way back; one press merges it at once and it leaves the header', async () => {
    await setScenario(USER_CASH, 'inGame', 10);
    const { user } = await renderScreen(<Header />, { path: '/', member: true });
    const recall = await screen.findByRole('button', { name: '게임머니 60,000원 보유머니로 전환' });
    const figure = screen.getByText('게임머니').closest('div');
    expect(figure).not.toBeNull();
    expect(within(figure as HTMLElement).getByText('60,000원')).toBeTruthy();
    await setScenario(USER_CASH, 'success', 10);
    await clearRequests();
    await user.click(recall);
    const dialog = await screen.findByRole('dialog', { name: '머니 통합' });
    // no question first: the merge is sent with the press
    expect(await within(dialog).findByText('전환이 완료되었습니다. 보유머니 1,310,000원')).toBeTruthy();
    expect(await requestsTo('/api/cash/outGameMoney')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^게임머니 .* 보유머니로 전환$/ })).toBeNull());
    expect(screen.queryByText('게임머니')).toBeNull();
  });

  it('C009: the server’s message, and the merge held one minute with a countdown on its button', async () => {
    await setScenario(USER_CASH, 'inGame', 10);
    await setScenario('/api/cash/outGameMoney', 'C009');
    const { user } = await renderScreen(<Header />, { path: '/', member: true });
    await user.click(await screen.findByRole('button', { name: '게임머니 60,000원 보유머니로 전환' }));
    const dialog = await screen.findByRole('dialog', { name: '머니 통합' });
    expect(await within(dialog).findByText('게임 종료 확인 중입니다. 1분 이내에 다시 시도해주세요.')).toBeTruthy();
    // the clock alone is moved (the countdown's own timer keeps running)
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      const held = within(dialog).getByRole('button', { name: /초 후 다시 시도$/ });
      expect(held.textContent).toMatch(/^(60|59)초 후 다시 시도$/);
      expect((held as HTMLButtonElement).disabled).toBe(true);
      vi.setSystemTime(Date.now() + 30_000);
      expect(await within(dialog).findByRole('button', { name: /^(30|29)초 후 다시 시도$/ })).toBeTruthy();
      vi.setSystemTime(Date.now() + 31_000);
      const retry = await within(dialog).findByRole('button', { name: '다시 시도' });
      expect((retry as HTMLButtonElement).disabled).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('mobile: the bar shows the amount as its button, named in English too', async () => {
    await setScenario(USER_CASH, 'inGame', 10);
    await renderScreen(<Header mobile />, { path: '/', member: true, layout: 'mobile', language: 'en' });
    expect(await screen.findByRole('button', { name: 'Move game money ₩60,000 to cash' })).toBeTruthy();
  });

  it('no game money: no figure and no button', async () => {
    await renderScreen(<Header />, { path: '/', member: true });
    await screen.findByText('보유머니');
    await waitFor(async () => expect(await requestsTo(USER_CASH)).not.toHaveLength(0));
    expect(screen.queryByText('게임머니')).toBeNull();
    expect(screen.queryByRole('button', { name: /게임머니/ })).toBeNull();
  });
});

const C009_SAYS = '게임 종료 확인 중입니다. 1분 이내에 다시 시도해주세요.';
const FAILED = '게임머니 전환에 실패했습니다. 고객센터에 문의해 주세요.';
const DONE = '전환이 완료되었습니다. 보유머니 1,310,000원';
const WAIT = { timeout: 10_000 };
const bodies = async (path: string) => (await requestsTo(path)).map((r) => r.body);

describe('the money-merge notice', () => {
  it('from the withdrawal panel: asked first; C009 in the server’s words, 9999 "conversion failed", one request each; then merged (the exact body), the panel read again', async () => {
    await setScenario(USER_CASH, 'inGame');
    const { user } = await renderScreen(
      <>
        <WithdrawalScreen />
        <MoneyMergeNotice />
      </>,
      { path: '/moneyMain/exchange', member: true },
    );
    const panel = await screen.findByRole('region', { name: '게임머니' }, WAIT);
    await within(panel).findByText('60,000원', {}, WAIT);
    const merge = () => user.click(within(panel).getByRole('button', { name: '보유머니로 전환' }));

    await setFault('/api/cash/outGameMoney', { body: { code: 'C009', msg: C009_SAYS }, times: 1 });
    await merge();
    let dialog = await screen.findByRole('dialog', { name: '머니 통합' }, WAIT);
    within(dialog).getByText('게임머니 60,000원을 보유머니로 전환합니다.', { exact: false });
    await clearRequests();
    await user.click(within(dialog).getByRole('button', { name: '전환하기' }));
    await within(dialog).findByText(C009_SAYS, {}, WAIT);
    expect(await bodies('/api/cash/outGameMoney')).toHaveLength(1);
    expect(await requestsTo('/api/member/changeMemCashFlag')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await setScenario('/api/cash/outGameMoney', '9999', 1);
    await clearRequests();
    await merge();
    dialog = await screen.findByRole('dialog', { name: '머니 통합' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: '전환하기' }));
    await within(dialog).findByText(FAILED, {}, WAIT);
    expect(await bodies('/api/cash/outGameMoney')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // merged: nothing is left in the games
    await setScenario(USER_CASH, 'success');
    await clearRequests();
    await merge();
    dialog = await screen.findByRole('dialog', { name: '머니 통합' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: '전환하기' }));
    await within(dialog).findByText(DONE, {}, WAIT);
    expect(await bodies('/api/cash/outGameMoney')).toEqual([{ siteId: 'winner' }]);
    await within(panel).findByText('0원', { exact: true }, WAIT);
    expect(await requestsTo(USER_CASH)).not.toHaveLength(0);
  });

  it('the game watcher’s merge (the game window closed): changeMemCashFlag at once; C009 in the server’s words, the retry held a minute; then again, merged; each the exact body', async () => {
    await setFault('/api/member/changeMemCashFlag', { body: { code: 'C009', msg: C009_SAYS }, times: 1 });
    const { user } = await renderScreen(
      <>
        <h1>game</h1>
        <MoneyMergeNotice />
      </>,
      { path: '/livecasino/evolution', member: true },
    );
    await clearRequests();
    act(() => moneyMerge.open('watcher'));
    const dialog = await screen.findByRole('dialog', { name: '머니 통합' }, WAIT);
    await within(dialog).findByText(C009_SAYS, {}, WAIT);
    expect(await bodies('/api/member/changeMemCashFlag')).toEqual([{ siteId: 'winner' }]);
    expect(await requestsTo('/api/cash/outGameMoney')).toHaveLength(0);
    // the clock alone is moved (the countdown's own timer keeps running)
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    try {
      expect((within(dialog).getByRole('button', { name: /초 후 다시 시도$/ }) as HTMLButtonElement).disabled).toBe(true);
      vi.setSystemTime(Date.now() + 61_000);
      await user.click(await within(dialog).findByRole('button', { name: '다시 시도' }, WAIT));
    } finally {
      vi.useRealTimers();
    }
    await within(dialog).findByText(DONE, {}, WAIT);
    expect(await bodies('/api/member/changeMemCashFlag')).toEqual([{ siteId: 'winner' }, { siteId: 'winner' }]);
  });
});
