// A coupon as the screens say it: its value (won for a cash coupon, points for a point coupon), its
// expiry and where it came from, in the member's language. Pure: the words come from `t`.
import type { TFunction } from 'i18next';
import { formatNumber, formatWon, localeOf } from '@forms/rules/format';
import type { CouponRow } from '../api/coupon-list';

export const COUPON_STATUSES = ['unused', 'used', 'expired', 'gifted'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** "10,000원" for a cash coupon, "3,000P" for a point coupon. */
export function couponValue(t: TFunction<'coupons'>, coupon: Pick<CouponRow, 'kind' | 'amount'>, language: string): string {
  return coupon.kind === 'point' ? t('points', { value: formatNumber(coupon.amount, language) }) : formatWon(coupon.amount, language);
}

/** The last day it can be used, as a date of the member's locale; "no expiry" when it has none. */
export function couponExpiry(t: TFunction<'coupons'>, expireDate: string | null | undefined, language: string): string {
  if (!expireDate) return t('noExpiry');
  const date = new Date(`${expireDate}T00:00:00+09:00`);
  if (Number.isNaN(date.getTime())) return expireDate;
  return new Intl.DateTimeFormat(localeOf(language), {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** Days left until the expiry, counted in Seoul days (0 on its last day); null when it never expires. */
export function daysLeft(expireDate: string | null | undefined, today: string): number | null {
  if (!expireDate) return null;
  const day = (value: string) => Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return Math.round((day(expireDate) - day(today)) / 86_400_000);
}

/** Where it came from: the site, or the member who gifted it. */
export function couponOrigin(t: TFunction<'coupons'>, coupon: Pick<CouponRow, 'fromId'>): string {
  return coupon.fromId ? t('from.member', { id: coupon.fromId }) : t('from.site');
}

/** The select's words for one coupon: "주말 보너스 쿠폰 · 10,000원". */
export function couponOptionLabel(t: TFunction<'coupons'>, coupon: CouponRow, language: string): string {
  return t('option', { name: coupon.name, value: couponValue(t, coupon, language) });
}
