import { describe, expect, it } from 'vitest';
import { daysIn, isMonth, monthWeeks, nextStreakReward, seoulNow, shiftMonth } from './calendar';

describe('attendance calendar', () => {
  it('lays November 2026 out Sunday first: the 1st is a Sunday, 5 weeks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weeks[4]).toEqual([29, 30, null, null, null, null, null]);
  });

  it('pads the first week and counts leap Februaries', () => {
    expect(monthWeeks('2026-10')[0]).toEqual([null, null, null, null, 1, 2, 3]);
    expect(daysIn('2028-02')).toBe(29);
    expect(daysIn('2026-02')).toBe(28);
    expect(monthWeeks('2026-02')).toHaveLength(4);
    expect(monthWeeks('2026-08')).toHaveLength(6);
  });

  it('moves between months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-11', 0)).toBe('2026-11');
  });

  it('reads the Seoul date of a moment (UTC 16:00 is the next day there)', () => {
    expect(seoulNow(new Date('2026-11-23T16:00:00Z'))).toEqual({ month: '2026-11', day: 24 });
    expect(seoulNow(new Date('2026-11-30T15:30:00Z'))).toEqual({ month: '2026-12', day: 1 });
  });

  it('knows a month when it sees one', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('names the next streak reward and the days it still needs', () => {
    const rules = [
      { days: 15, points: 15_000 },
      { days: 7, points: 5000 },
    ];
    expect(nextStreakReward(6, rules)).toEqual({ days: 7, points: 5000, remaining: 1 });
    expect(nextStreakReward(7, rules)).toEqual({ days: 15, points: 15_000, remaining: 8 });
    expect(nextStreakReward(15, rules)).toBeNull();
    expect(nextStreakReward(0, undefined)).toBeNull();
  });
});
