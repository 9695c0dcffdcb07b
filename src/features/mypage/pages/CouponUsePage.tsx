import { CouponsScreen } from '../coupons/CouponsScreen';

/** Using a coupon (/mypage/coupon/use): the member's unused coupons, each with its use button. */
export function CouponUsePage() {
  return <CouponsScreen view="use" />;
}
