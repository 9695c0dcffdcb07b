// Using a coupon (/api/coupon/use: sent once however often it is tapped). It answers the member's
// cash and points after it: the header shows them at once; what else it changes is refreshed as the
// contract says (x-invalidates).
import { useContractMutation } from '@/api/contract';
import { session } from '@/session/session-store';

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
