import { CouponsScreen } from '../coupons/CouponsScreen';

/** Coupon history (/mypage/coupon/list); mobile /couponMain offers use, gift and history as tabs. */
export function CouponListPage() {
  return <CouponsScreen view="list" />;
}
