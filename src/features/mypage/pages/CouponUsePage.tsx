import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Using a coupon (/mypage/coupon/use). Until the mypage issue delivers it: its title and what will be there. */
export function CouponUsePage() {
  return <ScreenPlaceholder screen="couponUse" />;
}
