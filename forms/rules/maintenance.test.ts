import { describe, expect, it } from 'vitest';
import { BANK_MAINTENANCE, isWithin, wallClockMinutes } from './maintenance';

/** An instant given as Seoul wall-clock time (Korea has no daylight saving: always +09:00). */
const seoul = (hhmm: string, date = '2026-11-22') => new Date(`${date}T${hhmm}:00+09:00`);

describe('bank maintenance 23:30-00:30 Asia/Seoul', () => {
  it.each([
    ['23:29', false],
    ['23:30', true],
    ['23:59', true],
    ['00:00', true],
    ['00:30', true],
    ['00:31', false],
    ['12:00', false],
  ])('%s Seoul time → closed %s', (hhmm, closed) => expect(isWithin(seoul(hhmm), BANK_MAINTENANCE)).toBe(closed));

  it('includes the last second of 00:30 and not the first of 23:29:59', () => {
    expect(isWithin(new Date('2026-11-22T00:30:59+09:00'), BANK_MAINTENANCE)).toBe(true);
    expect(isWithin(new Date('2026-11-22T23:29:59+09:00'), BANK_MAINTENANCE)).toBe(false);
  });

  it('reads Seoul time whatever the machine zone: 14:30 UTC is 23:30 in Seoul', () => {
    expect(wallClockMinutes(new Date('2026-11-22T14:30:00Z'), 'Asia/Seoul')).toBe(23 * 60 + 30);
    expect(isWithin(new Date('2026-11-22T14:29:00Z'), BANK_MAINTENANCE)).toBe(false);
    expect(isWithin(new Date('2026-11-22T14:30:00Z'), BANK_MAINTENANCE)).toBe(true);
  });

  it('takes another window (configurable), also one that does not cross midnight', () => {
    const window = { start: '03:00', end: '04:00', timeZone: 'Asia/Seoul' };
    expect(isWithin(seoul('02:59'), window)).toBe(false);
    expect(isWithin(seoul('03:00'), window)).toBe(true);
    expect(isWithin(seoul('04:00'), window)).toBe(true);
    expect(isWithin(seoul('04:01'), window)).toBe(false);
  });
});
