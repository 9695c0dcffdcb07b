// @vitest-environment jsdom
// The balance poll's failures: the figures shown are kept; after the second failure in a row the
// session says they may be out of date; the next fresh figure (poll or CASH push) clears it.
// TK999 signs out instead.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BALANCE_STALE_AFTER_FAILURES } from '@/config/constants';

const { post } = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/api/instance', () => ({ api: { POST: post } }));
vi.mock('@/session/token-refresh', () => ({ ensureFreshToken: async () => true }));

const member = { memId: 'tester01', memNick: '행운의별', memName: '홍길동', cashAmt: 1000, pointAmt: 20, isPartnerMember: 'N' };
const login = { member, msgInfo: { newMsg: 0 }, token: 'tok-1', tokenExpiresAt: '2099-01-01 00:00:00' };

async function load() {
  vi.resetModules();
  const { session } = await import('@/session/session-store');
  const { fetchBalance } = await import('@/session/balance');
  // the error class of the freshly loaded modules (instanceof checks are per module instance)
  const { ApiError } = await import('@/api/errors');
  session.signIn(login as never);
  return { session, fetchBalance, ApiError };
}

const stale = (failures: number) => failures >= BALANCE_STALE_AFTER_FAILURES;

beforeEach(() => {
  post.mockReset();
  document.cookie = 'winner_auth_token=; path=/; max-age=0';
});

describe('balance failures', () => {
  it('keeps the last figures and marks them stale from the second failure in a row', async () => {
    const { session, fetchBalance, ApiError } = await load();
    post.mockImplementation(async () => {
      throw new ApiError('RESPONSE_FAILED');
    });
    await expect(fetchBalance()).rejects.toThrow();
    expect(stale(session.get().balanceFailures)).toBe(false);
    await expect(fetchBalance()).rejects.toThrow();
    expect(stale(session.get().balanceFailures)).toBe(true);
    expect(session.get().member?.cashAmt).toBe(1000);
  });

  it('clears the mark on the next answer, silently', async () => {
    const { session, fetchBalance, ApiError } = await load();
    post.mockImplementation(async () => {
      throw new ApiError('E002');
    });
    await fetchBalance().catch(() => undefined);
    await fetchBalance().catch(() => undefined);
    post.mockResolvedValue({ data: { code: '0', data: { balance: 5000, pointAmt: 30, isPlayGame: 'N' } } });
    await fetchBalance();
    expect(session.get().balanceFailures).toBe(0);
    expect(session.get().member?.cashAmt).toBe(5000);
  });

  it('a CASH push is a fresh figure too; signing out forgets the failures', async () => {
    const { session, fetchBalance, ApiError } = await load();
    post.mockImplementation(async () => {
      throw new ApiError('RESPONSE_FAILED');
    });
    await fetchBalance().catch(() => undefined);
    await fetchBalance().catch(() => undefined);
    session.setMoney(777_777, 1);
    expect(session.get().balanceFailures).toBe(0);
    await fetchBalance().catch(() => undefined);
    session.signOut('user');
    expect(session.get().balanceFailures).toBe(0);
  });

  it('TK999 signs out as a duplicate login instead of counting a failure', async () => {
    const { session, fetchBalance, ApiError } = await load();
    const reasons: string[] = [];
    session.onSignedOut((r) => reasons.push(r));
    post.mockImplementation(async () => {
      throw new ApiError('TK999');
    });
    await expect(fetchBalance()).rejects.toThrow();
    expect(reasons).toEqual(['duplicate']);
    expect(session.get().balanceFailures).toBe(0);
  });
});
