import { describe, expect, it } from 'vitest';
import { statementRows, totalOf } from './statement';

const oct = { month: '2026-10', deposits: 500_000, bonuses: 50_000, withdrawals: 200_000, stakes: 320_000, wins: 280_000, net: -40_000 };
const nov = { month: '2026-11', deposits: 300_000, bonuses: 30_000, withdrawals: 0, stakes: 150_000, wins: 90_000, net: -60_000 };

describe('the statement rows', () => {
  it('sums every figure into the total line', () => {
    expect(totalOf([oct, nov])).toEqual({
      month: '',
      deposits: 800_000,
      bonuses: 80_000,
      withdrawals: 200_000,
      stakes: 470_000,
      wins: 370_000,
      net: -100_000,
      total: true,
    });
  });
  it('puts the total last, and none for no month', () => {
    expect(statementRows([oct, nov]).map((r) => r.total ?? r.month)).toEqual(['2026-10', '2026-11', true]);
    expect(statementRows([])).toEqual([]);
  });
});
