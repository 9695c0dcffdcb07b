// @vitest-environment jsdom
// A list kept in the component ('local', a list in a dialog) starts at page 1 of its first period and
// never writes the address; a list kept in the address reads and writes the query string.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useHeldListState } from './use-held-list-state';

afterEach(cleanup);

const at =
  (address: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;

describe('useHeldListState', () => {
  it('local: its first period, page 1, setters that never touch the address', () => {
    const month = { from: '2026-10-27', to: '2026-11-26' };
    const { result } = renderHook(() => ({ held: useHeldListState(['status'] as const, 'local', month), location: useLocation() }), {
      wrapper: at('/board/write?page=3'),
    });
    expect(result.current.held.state).toEqual({ page: 1, range: month, filters: {} });
    act(() => result.current.held.setPage(2));
    expect(result.current.held.state.page).toBe(2);
    act(() => result.current.held.setFilter('status', 'done'));
    expect(result.current.held.state).toEqual({ page: 1, range: month, filters: { status: 'done' } });
    expect(result.current.location.search).toBe('?page=3');
  });

  it('address: the page read from and written to the query string', () => {
    const { result } = renderHook(() => ({ held: useHeldListState(['status'] as const), location: useLocation() }), {
      wrapper: at('/mypage/list?page=3&status=done'),
    });
    expect(result.current.held.state.page).toBe(3);
    expect(result.current.held.state.filters).toEqual({ status: 'done' });
    act(() => result.current.held.setPage(4));
    expect(result.current.location.search).toBe('?status=done&page=4');
  });
});
