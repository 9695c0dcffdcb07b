// The coupon screens' calls: the member's unused coupons (what can be used or gifted), using one
// (answers the member's cash and points after it: the header shows them at once) and gifting one.
// Each action is sent once however often it is tapped and refreshes the coupon lists and the balance.
// The history itself is read through the shared paged list (CouponHistorySection).
import { useQuery } from '@tanstack/react-query';
import { contractQuery, useContractMutation } from '@/api/contract';
import type { RowOf } from '@/kit/paged-list/use-paged-list';
import { session } from '@/session/session-store';

export const COUPON_LIST = '/api/coupon/list';
export type CouponRow = RowOf<typeof COUPON_LIST>;

/** Every unused coupon in one page (a member holds a handful; the list's maximum page is 100). */
const USABLE_BODY = { page: 1, count_per_list: 100, status: 'unused' } as const;

export const useUsableCoupons = () =>
  useQuery({
    ...contractQuery(COUPON_LIST, USABLE_BODY, { staleTime: 0 }),
    // only what can still be used, whatever else an answer carries
    select: (data) => data.list.filter((coupon) => coupon.status === 'unused'),
  });

export function useCouponUse() {
  const mutation = useContractMutation('/api/coupon/use');
  return {
    ...mutation,
    send: async (couponIdx: number) => {
      const money = await mutation.send({ couponIdx });
      session.setMoney(money.cashAmt, money.pointAmt);
      return money;
    },
  };
}

export const useCouponGift = () => useContractMutation('/api/coupon/gift');
