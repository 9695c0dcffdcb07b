// Gifting a coupon to another member (/api/coupon/gift: sent once; the contract's x-invalidates says
// what is read again).
import { useContractMutation } from '@/api/contract';

export const useCouponGift = () => useContractMutation('/api/coupon/gift');
