// @vitest-environment jsdom
// A CASH push (docs/rules.md#states) reads again what the operator's move changed: the deposit and
// withdrawal histories, the deposit rules (the bonus that applies), the points list, the member's
// figures; a read the push does not touch stays fresh. Through the push handler and the runtime's hook.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/api/instance', () => ({ api: { POST: vi.fn() } }));

const { useMoneyPushRefresh } = await import('@/app/lifecycle/use-money-push-refresh');
const { handlePushCommand } = await import('@/push/push-commands');
const { emitMoney } = await import('@/push/push-events');

const store = { signOut: vi.fn(), setMoney: vi.fn(), setUnread: vi.fn() };

function cached() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const keys = {
    deposits: ['/api/cash/list/', { cashType: 'in', page: 1 }],
    withdrawals: ['/api/cash/list/', { cashType: 'out', page: 2 }],
    depositRules: ['/api/cash/inInfo', {}],
    points: ['/api/point/list', { page: 1 }],
    member: ['/api/member/info', {}],
    notices: ['/api/board/{boardType}/list', { page: 1 }, { boardType: 'notice' }],
  } as const;
  for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });
  const stale = (k: keyof typeof keys) => client.getQueryState(keys[k])?.isInvalidated;
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { stale, wrapper };
}

describe('a CASH push', () => {
  it('marks the money lists stale once the runtime listens, and nothing else', async () => {
    const { stale, wrapper } = cached();
    const hook = renderHook(() => useMoneyPushRefresh(), { wrapper });
    expect(stale('deposits')).toBe(false);
    handlePushCommand(
      { cmd: 'CASH', data1: '1300000', data2: '35000' },
      { store, message: vi.fn(), money: emitMoney, gameDown: vi.fn(), gameUp: vi.fn() },
    );
    await waitFor(() => expect(stale('deposits')).toBe(true));
    expect(stale('withdrawals')).toBe(true);
    expect(stale('depositRules')).toBe(true);
    expect(stale('points')).toBe(true);
    expect(stale('member')).toBe(true);
    expect(stale('notices')).toBe(false);
    hook.unmount();
  });

  it('after the runtime is gone (signed out), a push refreshes nothing', async () => {
    const { stale, wrapper } = cached();
    renderHook(() => useMoneyPushRefresh(), { wrapper }).unmount();
    emitMoney();
    await Promise.resolve();
    expect(stale('deposits')).toBe(false);
  });
});
