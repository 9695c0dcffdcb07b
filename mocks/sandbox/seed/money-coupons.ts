// The seeded coupons: each member's, in every status (used, unused, expired, gifted), dated relative
// to the seed; money-history.ts writes the used ones' moves.
import type { CouponInsert } from './money-plan';
import type { SeedMember } from './members';
import { seoulAt, seoulDay } from './time';

export type SeedCoupon = Omit<CouponInsert, 'memId'> & { kind: 'cash' | 'point'; amount: number };

/** Coupons in every status; the two gifts are seen from both sides. */
export function couponsOf(m: SeedMember, now: Date, lastDay: number): SeedCoupon[] {
  const d = (daysAgo: number, hh = 9, mm = 45): Date => seoulAt(now, Math.min(daysAgo, lastDay), hh, mm);
  switch (m.memId) {
    case 'tester01':
      return [
        {
          name: '신규가입 축하 쿠폰',
          kind: 'cash',
          amount: 10_000,
          status: 'used',
          createdAt: d(88),
          usedAt: d(87),
          expiresOn: seoulDay(now, 58),
        },
        {
          name: '주말 충전 쿠폰',
          kind: 'point',
          amount: 5_000,
          status: 'used',
          createdAt: d(50),
          usedAt: d(48),
          expiresOn: seoulDay(now, 36),
        },
        { name: '추석 이벤트 쿠폰', kind: 'cash', amount: 20_000, status: 'expired', createdAt: d(40), expiresOn: seoulDay(now, 10) },
        { name: '친구 선물 쿠폰', kind: 'cash', amount: 10_000, status: 'gifted', toId: 'jihoon77', createdAt: d(20), usedAt: d(12) },
        { name: '출석 개근 쿠폰', kind: 'point', amount: 3_000, status: 'unused', createdAt: d(6), expiresOn: seoulDay(now, -14) },
        { name: '친구 선물 쿠폰', kind: 'point', amount: 2_000, status: 'unused', fromId: 'sora1004', createdAt: d(4) },
        { name: 'VIP 감사 쿠폰', kind: 'cash', amount: 50_000, status: 'unused', createdAt: d(2) },
      ];
    case 'jihoon77':
      return [
        { name: '신규가입 축하 쿠폰', kind: 'cash', amount: 10_000, status: 'used', createdAt: d(86), usedAt: d(85) },
        { name: '친구 선물 쿠폰', kind: 'cash', amount: 10_000, status: 'unused', fromId: 'tester01', createdAt: d(12) },
      ];
    case 'sora1004':
      return [
        { name: '친구 선물 쿠폰', kind: 'point', amount: 2_000, status: 'gifted', toId: 'tester01', createdAt: d(9), usedAt: d(4) },
        { name: '주말 충전 쿠폰', kind: 'point', amount: 5_000, status: 'unused', createdAt: d(3), expiresOn: seoulDay(now, -4) },
      ];
    case 'jameslee':
      return [
        { name: '추석 이벤트 쿠폰', kind: 'cash', amount: 20_000, status: 'expired', createdAt: d(40), expiresOn: seoulDay(now, 10) },
      ];
    case 'minh01':
      return [
        { name: '신규가입 축하 쿠폰', kind: 'cash', amount: 10_000, status: 'used', createdAt: d(68), usedAt: d(66) },
        { name: 'VIP 감사 쿠폰', kind: 'point', amount: 3_000, status: 'unused', createdAt: d(2), expiresOn: seoulDay(now, -30) },
      ];
    case 'lanvi02':
      return [{ name: '출석 개근 쿠폰', kind: 'point', amount: 3_000, status: 'used', createdAt: d(20), usedAt: d(19) }];
    default:
      return [];
  }
}
