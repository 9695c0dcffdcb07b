// @vitest-environment jsdom
// The balance poll through SessionRuntime: one poll however many components show the money, none
// after logout; TK999 closes the game popup and ends the session as 'duplicate'; closing the game
// window reloads the balance.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { createQueryClient } from '@/app/query-client';
import { useMoney } from '@/session/money';
import { registerGameWindow } from '@/session/game-window';
import { session, type SignOutReason } from '@/session/session-store';
import { SessionRuntime } from '@/app/SessionRuntime';

const { post, push } = vi.hoisted(() => ({
  post: vi.fn(),
  push: { connect: vi.fn(async () => {}), disconnect: vi.fn(async () => {}) },
}));
vi.mock('@/api/instance', () => ({ api: { POST: post } }));
vi.mock('@/push/push-connection', () => ({ pushClient: push }));

const T0 = Date.parse('2026-11-22T12:00:00+09:00');
const member = { memId: 'tester01', memNick: '행운의별', memName: '홍길동', cashAmt: 1_000, pointAmt: 10, isPartnerMember: 'N' as const };
let balance = 1_250_000;
let balanceAnswer: 'ok' | 'TK999' = 'ok';
let isPlayGame: 'Y' | 'N' = 'N';

const balanceCalls = () => post.mock.calls.filter(([path]) => path === '/api/member/balance').length;

function Shown({ id }: { id: string }) {
  const money = useMoney();
  return <span data-testid={id}>{money ? `${money.cash}/${money.points}` : 'guest'}</span>;
}

function renderApp() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionRuntime />
      <Shown id="header" />
      <Shown id="side" />
      <Shown id="page" />
    </QueryClientProvider>,
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  balance = 1_250_000;
  balanceAnswer = 'ok';
  isPlayGame = 'N';
  post.mockReset();
  post.mockImplementation(async (path: string) => {
    // the game money read at sign-in (src/app/lifecycle/use-game-money.ts): none in a game
    if (path === '/api/cash/getUserCash') return { data: { code: '0', data: { cashAmt: balance, pointAmt: 35_200, gameMoney: 0 } } };
    if (path !== '/api/member/balance') return { data: { code: '0', data: { resultCode: '0' } } };
    if (balanceAnswer === 'TK999') throw new ApiError('TK999');
    return { data: { code: '0', data: { balance, pointAmt: 35_200, isPlayGame } } };
  });
  session.signIn({ member, msgInfo: { newMsg: 0 }, token: 'tok-1', tokenExpiresAt: '2026-11-22 14:00:00' });
});
afterEach(() => {
  cleanup();
  session.signOut('user');
  vi.useRealTimers();
});

describe('the balance poll', () => {
  it('polls once every 5 s for three components showing the money, and writes it to the session', async () => {
    renderApp();
    await tick(0);
    expect(balanceCalls()).toBe(1);
    expect(screen.getByTestId('header').textContent).toBe('1250000/35200');
    balance = 990_000;
    await tick(5_000);
    expect(balanceCalls()).toBe(2);
    await tick(10_000);
    expect(balanceCalls()).toBe(4);
    for (const id of ['header', 'side', 'page']) expect(screen.getByTestId(id).textContent).toBe('990000/35200');
  });

  it('stops after logout: no balance call in the next 30 s', async () => {
    renderApp();
    await tick(5_000);
    const before = balanceCalls();
    act(() => session.signOut('user'));
    await tick(30_000);
    expect(balanceCalls()).toBe(before);
    expect(screen.getByTestId('header').textContent).toBe('guest');
  });

  it("TK999 closes the game popup and signs out as 'duplicate'", async () => {
    const reasons: SignOutReason[] = [];
    const off = session.onSignedOut((reason) => reasons.push(reason));
    const popup = { closed: false, close: vi.fn() };
    registerGameWindow(popup as unknown as Window);
    renderApp();
    await tick(0);
    balanceAnswer = 'TK999';
    await tick(5_000);
    expect(reasons).toEqual(['duplicate']);
    expect(popup.close).toHaveBeenCalled();
    expect(session.get().status).toBe('guest');
    const after = balanceCalls();
    await tick(20_000);
    expect(balanceCalls()).toBe(after);
    off();
  });

  it('reloads the balance when the watcher (every 10 s) finds the game window closed', async () => {
    renderApp();
    await tick(1_000); // poll at 0; next polls at 5 s, 10 s, 15 s
    const popup = { closed: false, close: vi.fn() };
    registerGameWindow(popup as unknown as Window);
    popup.closed = true;
    await tick(10_500); // now 11.5 s: polls at 5 and 10, the watcher's reload at 11
    expect(balanceCalls()).toBe(4);
  });

  it('reloads the balance when the poll says the member left the game (isPlayGame Y, then N) with the window still open', async () => {
    renderApp();
    await tick(1_000); // poll at 0; next polls at 5 s, 10 s, 15 s…
    const popup = { closed: false, close: vi.fn() };
    registerGameWindow(popup as unknown as Window); // watcher ticks at 11 s, 21 s, 31 s
    isPlayGame = 'Y';
    await tick(10_500); // 11.5 s: polls at 5 and 10 said Y; the tick at 11 keeps watching
    expect(balanceCalls()).toBe(3);
    isPlayGame = 'N';
    await tick(10_000); // 21.5 s: polls at 15 and 20 said N; the tick at 21 reloads
    expect(balanceCalls()).toBe(6);
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('opens the push socket on the member token and closes it after logout', async () => {
    renderApp();
    await tick(0);
    expect(push.connect).toHaveBeenLastCalledWith('tok-1');
    act(() => session.signOut('push'));
    await tick(0);
    expect(push.disconnect).toHaveBeenCalled();
  });
});
