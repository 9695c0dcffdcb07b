// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { bootstrap, startQueries } from '@/app/lifecycle/bootstrap';
import { destinationAfterSignOut } from '@/app/lifecycle/sign-out-navigation';
import { markSignedOut, recentSignOut } from '@/app/lifecycle/signed-out';
import { session } from '@/session/session-store';

describe('load order at start (docs/rules.md#calls)', () => {
  it('asks, in order: game group codes, common (game) codes, popups, site check, site option, category codes (bcategory), banners', () => {
    const asked: unknown[] = [];
    const client = {
      prefetchQuery: (options: { queryKey: unknown[] }) => (asked.push(options.queryKey), Promise.resolve()),
    } as unknown as QueryClient;
    for (const prefetch of startQueries(client)) void prefetch();
    expect(asked).toEqual([
      ['/api/common/gameGroupCodes', {}],
      ['/api/common/gameCodes', { masterCode: 'game' }],
      ['/api/etc/popupList', {}],
      ['/api/common/siteCheckInfo', {}],
      ['/api/etc/siteOption', {}],
      ['/api/common/code', { masterCode: 'bcategory' }],
      ['/api/etc/banner', {}],
    ]);
  });

  it('a guest (no token) is not restored; the start queries still go out', async () => {
    const restore = vi.fn(() => Promise.resolve());
    const prefetchQuery = vi.fn(() => Promise.resolve());
    await bootstrap({ prefetchQuery } as unknown as QueryClient, restore);
    expect(restore).not.toHaveBeenCalled();
    expect(prefetchQuery).toHaveBeenCalledTimes(7);
  });

  it('with a token: member info leaves first, then the seven', async () => {
    session.adoptToken('token-restoring', null);
    const order: string[] = [];
    const prefetchQuery = vi.fn((options: { queryKey: unknown[] }) => (order.push(String(options.queryKey[0])), Promise.resolve()));
    await bootstrap({ prefetchQuery } as unknown as QueryClient, () => (order.push('member info'), Promise.resolve()));
    expect(order[0]).toBe('member info');
    expect(order).toHaveLength(8);
    session.signOut('user');
  });
});

describe('after a sign-out', () => {
  it('goes to main, or to /warning for INSPECT', () => {
    for (const reason of ['user', 'push', 'refreshFailed', 'duplicate', 'memberInfoFailed'] as const)
      expect(destinationAfterSignOut(reason).to).toBe('/');
    expect(destinationAfterSignOut('inspect')).toMatchObject({ to: '/warning', options: { replace: true, state: { reason: 'inspect' } } });
  });

  it('tells the guard, for a moment, where the sign-out sent the browser (it says nothing and goes there too)', () => {
    const warning = destinationAfterSignOut('inspect');
    markSignedOut(warning, 1_000);
    expect(recentSignOut(2_000)).toBe(warning);
    expect(recentSignOut(4_001)).toBeNull();
  });
});
