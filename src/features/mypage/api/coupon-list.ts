// The member's unused coupons (/api/coupon/list: what can be used or gifted), in one page. The
// history itself is read through the shared paged list (CouponHistorySection).
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '@/api/contract';
import type { RowOf } from '@/kit/paged-list/use-paged-list';

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
