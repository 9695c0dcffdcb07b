import { describe, expect, it } from 'vitest';
import { totalsOf } from './winlose';

describe('totalsOf', () => {
  const day = (date: string, bet: number, win: number) => ({ date, deposit: 1000, withdrawal: 0, bet, win, winLose: win - bet });
  it("takes the server's total when it sends one", () => {
    const total = day('2026-11-22', 5, 7);
    expect(totalsOf({ list: [day('2026-11-21', 100, 50)], total })).toBe(total);
  });
  it('else sums the days', () => {
    expect(totalsOf({ list: [day('2026-11-21', 100, 50), day('2026-11-22', 30, 90)] })).toEqual({
      deposit: 2000,
      withdrawal: 0,
      bet: 130,
      win: 140,
      winLose: 10,
    });
  });
});
