import { describe, expect, it } from 'vitest';
import { leftUnder } from './left-under';

const limit = (kind: 'deposit' | 'loss' | 'stake', period: 'day' | 'week' | 'month', amount: number | null, used: number) => ({
  kind,
  period,
  amount,
  used,
  left: amount === null ? null : Math.max(0, amount - used),
  windowStart: '2026-11-26 00:00:00',
  windowEnd: '2026-11-27 00:00:00',
  pending: null,
});

describe('leftUnder', () => {
  it('is the tightest limit of the kind, whichever its period', () => {
    const limits = [limit('deposit', 'day', 100_000, 20_000), limit('deposit', 'week', 300_000, 250_000), limit('stake', 'day', 10_000, 0)];
    expect(leftUnder(limits, 'deposit')).toEqual({ left: 50_000, period: 'week' });
    expect(leftUnder(limits, 'stake')).toEqual({ left: 10_000, period: 'day' });
  });
  it('null without a limit of the kind (or one being removed, amount null)', () => {
    expect(leftUnder([limit('stake', 'day', 10_000, 0)], 'deposit')).toBeNull();
    expect(leftUnder([limit('deposit', 'day', null, 0)], 'deposit')).toBeNull();
    expect(leftUnder(undefined, 'deposit')).toBeNull();
  });
  it('a window used up leaves 0, never less', () => {
    expect(leftUnder([{ ...limit('deposit', 'day', 10_000, 0), left: -5 }], 'deposit')).toEqual({ left: 0, period: 'day' });
  });
});
