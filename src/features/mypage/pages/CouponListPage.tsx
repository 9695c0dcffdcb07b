import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Coupons (/mypage/coupon/list, mobile /couponMain). Until the mypage issue delivers it: its title and what will be there. */
export function CouponListPage() {
  return <ScreenPlaceholder screen="couponList" />;
}
