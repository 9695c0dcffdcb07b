import { describe, expect, it } from 'vitest';
import { addMonths, formatMonth, monthsOffered, periodOf, seoulMonth } from './months';

describe('statement months', () => {
  it('this month is Seoul’s: 15:00 UTC on the last day is already the next month there', () => {
    expect(seoulMonth(new Date('2026-11-30T14:59:59Z'))).toBe('2026-11');
    expect(seoulMonth(new Date('2026-11-30T15:00:00Z'))).toBe('2026-12');
  });
  it('moves across years both ways', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-06', -17)).toBe('2025-01');
  });
  it('offers 24 months, newest first', () => {
    const months = monthsOffered('2026-11');
    expect(months).toHaveLength(24);
    expect([months[0], months.at(-1)]).toEqual(['2026-11', '2024-12']);
  });
  it('takes a period the member could pick, else the last six months', () => {
    expect(periodOf('2026-01', '2026-03', '2026-11')).toEqual({ from: '2026-01', to: '2026-03' });
    const fallback = { from: '2026-06', to: '2026-11' };
    expect(periodOf(null, null, '2026-11')).toEqual(fallback);
    expect(periodOf('2026-05', '2026-03', '2026-11')).toEqual(fallback); // reversed
    expect(periodOf('2024-11', '2026-03', '2026-11')).toEqual(fallback); // before the months offered
    expect(periodOf('2026-10', '2026-12', '2026-11')).toEqual(fallback); // the future
    expect(periodOf('2026-13', '2026-11', '2026-11')).toEqual(fallback);
  });
  it('names a month in each language', () => {
    expect(formatMonth('2026-11', 'ko')).toBe('2026년 11월');
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('2026-11', 'vi')).toBe('tháng 11 năm 2026');
  });
});
