// @vitest-environment jsdom
// Several tabs, one session: tokens and sign-outs travel between tabs; a 401 with the current token
// ends the session, a 401 with a token another refresh replaced does not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSessionStore, type SignOutReason } from '@/session/session-store';
import { startTabSync, type TabMessage } from '@/session/tab-sync';
import { handleUnauthorized } from '@/session/unauthorized';

const member = { memId: 'tester01', memNick: 'n', memName: 'm', cashAmt: 1, pointAmt: 2, isPartnerMember: 'N' };
const login = (token: string) => ({ member, msgInfo: { newMsg: 0 }, token, tokenExpiresAt: '2099-01-01 00:00:00' }) as never;

/** Two tabs on one in-memory channel pair. */
function twoTabs() {
  const a = { posted: [] as TabMessage[], onmessage: null as ((e: MessageEvent) => void) | null };
  const b = { posted: [] as TabMessage[], onmessage: null as ((e: MessageEvent) => void) | null };
  const link = (from: typeof a, to: typeof a) => ({
    postMessage: (m: TabMessage) => {
      from.posted.push(m);
      to.onmessage?.({ data: m } as MessageEvent);
    },
    close: () => undefined,
    set onmessage(fn: ((e: MessageEvent) => void) | null) {
      from.onmessage = fn;
    },
    get onmessage() {
      return from.onmessage;
    },
  });
  const storeA = createSessionStore();
  const storeB = createSessionStore();
  const restoreB = vi.fn(async () => undefined);
  const stopA = startTabSync({ store: storeA, restore: vi.fn(), channel: link(a, b) });
  const stopB = startTabSync({ store: storeB, restore: restoreB, channel: link(b, a) });
  const reasonsB: SignOutReason[] = [];
  storeB.onSignedOut((r) => reasonsB.push(r));
  return { storeA, storeB, restoreB, reasonsB, a, b, stop: () => (stopA(), stopB()) };
}

afterEach(() => {
  document.cookie = 'winner_auth_token=; path=/; max-age=0';
});

describe('tab sync', () => {
  it("a login in one tab makes the guest tab load the member; a refresh's token reaches the other tab", () => {
    const tabs = twoTabs();
    tabs.storeA.signIn(login('t-1'));
    expect(tabs.storeB.get()).toMatchObject({ token: 't-1', status: 'restoring' });
    expect(tabs.restoreB).toHaveBeenCalledTimes(1);
    tabs.storeB.setMember(member as never, 0);
    tabs.storeA.setToken('t-2', '2099-01-01 00:00:00');
    expect(tabs.storeB.get().token).toBe('t-2');
    expect(tabs.b.posted).toEqual([]); // what B applied is not told back
    tabs.stop();
  });

  it('a sign-out in one tab signs the other out quietly; maintenance sends both to the warning page', () => {
    const tabs = twoTabs();
    tabs.storeA.signIn(login('t-1'));
    tabs.storeA.signOut('refreshFailed');
    expect(tabs.storeB.get().status).toBe('guest');
    tabs.storeA.signIn(login('t-3'));
    tabs.storeA.signOut('inspect');
    expect(tabs.reasonsB).toEqual(['otherTab', 'inspect']);
    tabs.stop();
  });
});

describe('a 401 on a member call', () => {
  const deps = (token: string | null, shared: string | undefined) => {
    const store = { get: () => ({ token }) as never, signOut: vi.fn(), adoptToken: vi.fn() };
    return { store, refresher: { settled: async () => undefined }, sharedToken: () => shared };
  };

  it('with the current token ends the session like a failed refresh', async () => {
    const d = deps('t-1', 't-1');
    await handleUnauthorized('t-1', d);
    expect(d.store.signOut).toHaveBeenCalledWith('unauthorized');
  });

  it('with a token a refresh has replaced (here or in another tab) leaves the session alone', async () => {
    const d = deps('t-1', 't-2');
    await handleUnauthorized('t-1', d);
    expect(d.store.signOut).not.toHaveBeenCalled();
    expect(d.store.adoptToken).toHaveBeenCalledWith('t-2', null);
  });
});
