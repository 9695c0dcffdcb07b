import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { couponExpiry, couponOrigin, couponValue, daysLeft } from './coupon-row';

// a stand-in for i18next: the key and its values, so the test reads what the screen would ask for
const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key}:${JSON.stringify(values)}` : key) as unknown as TFunction<'coupons'>;

describe('coupon words', () => {
  it('says a cash coupon in won and a point coupon in points, thousands-separated', () => {
    expect(couponValue(t, { kind: 'cash', amount: 10_000 }, 'ko')).toBe('10,000원');
    expect(couponValue(t, { kind: 'point', amount: 3000 }, 'ko')).toBe('points:{"value":"3,000"}');
    expect(couponValue(t, { kind: 'point', amount: 3000 }, 'vi')).toBe('points:{"value":"3.000"}');
  });

  it('gives the expiry as a local date, or no expiry', () => {
    expect(couponExpiry(t, '2026-11-30', 'ko')).toBe('2026. 11. 30.');
    expect(couponExpiry(t, '2026-11-30', 'en')).toMatch(/30.*11.*2026|11.*30.*2026/);
    expect(couponExpiry(t, null, 'ko')).toBe('noExpiry');
  });

  it('counts the days left in Seoul days', () => {
    expect(daysLeft('2026-11-30', '2026-11-24')).toBe(6);
    expect(daysLeft('2026-11-24', '2026-11-24')).toBe(0);
    expect(daysLeft('2026-12-01', '2026-11-30')).toBe(1);
    expect(daysLeft(null, '2026-11-24')).toBeNull();
  });

  it('says where it came from', () => {
    expect(couponOrigin(t, { fromId: null })).toBe('from.site');
    expect(couponOrigin(t, { fromId: 'friend77' })).toBe('from.member:{"id":"friend77"}');
  });
});
