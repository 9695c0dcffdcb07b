import { ScreenPlaceholder } from '@/components/ScreenPlaceholder';

/** Gifting a coupon (/mypage/coupon/gift). Until the mypage issue delivers it: its title and what will be there. */
export function CouponGiftPage() {
  return <ScreenPlaceholder screen="couponGift" />;
}
