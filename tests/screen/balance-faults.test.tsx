// The balance call meeting a server that misbehaves, without the browser: the app's own client
// (envelope and all) against the mock's faults, an HTTP 500, a 503, a body that is not JSON and a
// dropped connection. Each keeps the last figures and counts as a failed poll, so the second one in
// a row marks them as not up to date (what the header's mark reads, src/session/money.ts); the next
// answer clears the mark with its figures. The mark as the member sees it, on both layouts and with
// an answer hanging past the built app's time-out, is the browser's (tests/e2e/faults.test.ts);
// which failures count, a CASH push clearing it and TK999 signing out: tests/unit/session/balance-stale.test.ts.
import { describe, expect, it } from 'vitest';
import { BALANCE_STALE_AFTER_FAILURES } from '@/config/constants';
import { fetchBalance } from '@/session/balance';
import { session } from '@/session/session-store';
import { clearScenarios, setFault, type Fault } from './support/mock';
import { signInMember } from './support/member';

const BALANCE = '/api/member/balance';

const FAULTS: [string, Fault][] = [
  ['an HTTP 500', { status: 500, body: { message: 'Internal Server Error' } }],
  ['an HTTP 503', { status: 503 }],
  ['a body that is not JSON', { body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }],
  ['a dropped connection', { drop: true }],
];

const stale = () => session.get().balanceFailures >= BALANCE_STALE_AFTER_FAILURES;
const cash = () => session.get().member?.cashAmt;

describe('the balance call and a failing server', () => {
  it('each fault keeps the last figures; two in a row mark them as not up to date; the next answer clears the mark', async () => {
    await signInMember();
    await fetchBalance();
    const figures = cash();
    expect(figures).toBe(1_250_000);
    for (const [name, fault] of FAULTS) {
      await setFault(BALANCE, fault);
      await expect(fetchBalance(), name).rejects.toThrow();
      expect(stale(), `${name}: one failure is not yet a mark`).toBe(false);
      await expect(fetchBalance(), name).rejects.toThrow();
      expect(stale(), name).toBe(true);
      expect(cash(), name).toBe(figures);
      expect(session.get().status, name).toBe('member');

      await clearScenarios();
      await fetchBalance();
      expect(stale(), name).toBe(false);
      expect(cash(), name).toBe(figures);
    }
  });
});
