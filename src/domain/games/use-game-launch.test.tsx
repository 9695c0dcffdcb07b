// @vitest-environment jsdom
// The launch's refusals before any call: a guest is told to sign in and gets the login dialog
// (desktop) or the login page (mobile); a partner gets B0095; while games are down nothing is sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutProvider } from '@forms/renderer/layout-context';
import type { Layout } from '@forms/meta/types';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/api/instance', () => ({ api: { POST: post } }));

const { useGameLaunch } = await import('./use-game-launch');
const { authDialogs } = await import('@/session/auth-dialog-store');
const { session } = await import('@/session/session-store');
const { emitGameDown } = await import('@/push/push-events');
const { clearGameDown } = await import('./game-down');
type Member = import('@/session/session-store').Member;

const GAME = { vendorKey: '10', gameType: 'live', gameKey: 'ppl_megawheel' };

function wrapper(layout: Layout) {
  const client = new QueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/livecasino/pragmatic']}>
        <LayoutProvider layout={layout}>{children}</LayoutProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
const useLaunchAndPath = () => ({ launch: useGameLaunch(), path: useLocation().pathname });
const member = (isPartnerMember: 'Y' | 'N') =>
  ({ memId: 'tester01', memNick: 'n', memName: 'm', cashAmt: 0, pointAmt: 0, isPartnerMember }) as unknown as Member;

afterEach(() => {
  post.mockReset();
  authDialogs.close();
  clearGameDown();
  session.signOut('user');
});

describe('the launch refuses before any call', () => {
  it('a guest on the desktop: the sign-in message and the login dialog', async () => {
    const { result } = renderHook(useLaunchAndPath, { wrapper: wrapper('desktop') });
    let shown = true;
    await act(async () => {
      shown = await result.current.launch.launch(GAME, '10:ppl_megawheel');
    });
    expect(shown).toBe(false);
    expect(result.current.launch.notice).toEqual({ kind: 'signIn' });
    expect(authDialogs.get()).toBe('login');
    expect(post).not.toHaveBeenCalled();
  });

  it('a guest on mobile: the login page', async () => {
    const { result } = renderHook(useLaunchAndPath, { wrapper: wrapper('mobile') });
    await act(async () => {
      await result.current.launch.launch(GAME, '10:ppl_megawheel');
    });
    expect(result.current.path).toBe('/login');
    expect(post).not.toHaveBeenCalled();
  });

  it('a partner: B0095; games down: the reason', async () => {
    session.setMember(member('Y'));
    const { result } = renderHook(useLaunchAndPath, { wrapper: wrapper('desktop') });
    await act(async () => {
      await result.current.launch.launch(GAME, '10:ppl_megawheel');
    });
    expect(result.current.launch.notice).toEqual({ kind: 'error', code: 'B0095' });
    act(() => session.setMember(member('N')));
    act(() => emitGameDown({ data1: 'Y', data2: 'N' }));
    expect(result.current.launch.down).toBe(true);
    await act(async () => {
      await result.current.launch.launch(GAME, '10:ppl_megawheel');
    });
    expect(result.current.launch.notice).toEqual({ kind: 'down' });
    expect(post).not.toHaveBeenCalled();
  });
});
