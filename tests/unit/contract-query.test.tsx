// @vitest-environment jsdom
// The contract query layer: keys are [path, body]; a read calls its path with its body; a mutation
// sends once however often it is asked while on its way, then refreshes what the contract says it
// changes (x-invalidates, src/api/generated/invalidates.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/api/instance', () => ({ api: { POST: post } }));

const { contractKey, contractQuery, useContractMutation } = await import('@/api/contract');
const { INVALIDATES } = await import('@/api/generated/invalidates');

beforeEach(() => post.mockReset());

describe('contract queries', () => {
  it('key a read by [path, body] (and the path parameters of a templated path)', () => {
    expect(contractKey('/api/common/code', { masterCode: 'bcategory' })).toEqual(['/api/common/code', { masterCode: 'bcategory' }]);
    expect(contractQuery('/api/board/{boardType}/list', { page: 1 } as never, { params: { boardType: 'notice' } }).queryKey).toEqual([
      '/api/board/{boardType}/list',
      { page: 1 },
      { boardType: 'notice' },
    ]);
  });

  it("call the path with the body and answer the success's data", async () => {
    post.mockResolvedValue({ data: { code: '0', data: [{ bankCode: '004', bankNameKr: '국민은행' }] } });
    const client = new QueryClient();
    const banks = await client.fetchQuery(contractQuery('/api/etc/bank', {}));
    expect(banks).toEqual([{ bankCode: '004', bankNameKr: '국민은행' }]);
    expect(post.mock.calls[0]?.[0]).toBe('/api/etc/bank');
    expect(post.mock.calls[0]?.[1]).toMatchObject({ body: {} });
  });
});

describe('contract mutations', () => {
  it("send once while one is on its way, then refresh the queries the contract's x-invalidates names", async () => {
    const client = new QueryClient();
    client.setQueryData(contractKey('/api/member/balance', {}), { balance: 1, isPlayGame: 'N' });
    client.setQueryData(contractKey('/api/etc/bank', {}), []);
    let answer: (value: unknown) => void = () => undefined;
    post.mockImplementation((path: string) =>
      path === '/api/cash/in'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve({ data: { code: '0', data: { balance: 2, isPlayGame: 'N' } } }),
    );
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useContractMutation('/api/cash/in'), { wrapper });
    const body = { amount: 10_000 } as never;
    const sends = Array.from({ length: 10 }, () => result.current.send(body));
    expect(new Set(sends).size).toBe(1);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    answer({ data: { code: '0', data: {} } });
    await Promise.all(sends);
    await waitFor(() => expect(client.getQueryState(contractKey('/api/member/balance', {}))?.isInvalidated).toBe(true));
    expect(INVALIDATES['/api/cash/in']).toContain('/api/member/balance');
    // what the deposit does not change stays fresh
    expect(client.getQueryState(contractKey('/api/etc/bank', {}))?.isInvalidated).toBe(false);
  });

  it('write the answer where it stands for a read (answers), and refresh the rest', async () => {
    const client = new QueryClient();
    const month = contractKey('/api/member/attendance', { month: '2026-11' });
    const other = contractKey('/api/member/attendance', { month: '2026-10' });
    client.setQueryData(month, { month: '2026-11', checkedDays: [], consecutiveDays: 0, checkedToday: false });
    client.setQueryData(other, { month: '2026-10', checkedDays: [1], consecutiveDays: 0, checkedToday: false });
    const checked = { month: '2026-11', checkedDays: [24], consecutiveDays: 1, checkedToday: true, earnedPoints: 1_000 };
    post.mockResolvedValue({ data: { code: '0', data: checked } });
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useContractMutation('/api/member/attendanceCheck', { answers: month }), { wrapper });
    await result.current.send({});
    expect(client.getQueryData(month)).toEqual(checked);
    expect(client.getQueryState(month)?.isInvalidated).toBe(false);
    expect(client.getQueryState(other)?.isInvalidated).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
  });
});
