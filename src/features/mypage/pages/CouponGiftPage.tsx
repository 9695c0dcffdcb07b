import { CouponsScreen } from '../coupons/CouponsScreen';

/** Gifting a coupon (/mypage/coupon/gift): one of the member's unused coupons to another member. */
export function CouponGiftPage() {
  return <CouponsScreen view="gift" />;
}
