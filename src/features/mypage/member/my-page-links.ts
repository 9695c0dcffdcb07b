// Every my-page screen (SPEC §2), with its address in each layout.
import type { Layout } from '@/components/layout';

export type MyPageLinkKey =
  | 'info'
  | 'betting'
  | 'winlose'
  | 'deposit'
  | 'withdrawal'
  | 'depositHistory'
  | 'withdrawalHistory'
  | 'points'
  | 'coupons'
  | 'messages'
  | 'attendance'
  | 'give';

// prettier-ignore
const PATHS: Readonly<Record<MyPageLinkKey, { desktop: string; mobile: string }>> = {
  info:              { desktop: '/mypage/info',           mobile: '/info' },
  betting:           { desktop: '/mypage/betting/list',   mobile: '/bet' },
  winlose:           { desktop: '/mypage/winlose',        mobile: '/winlose' },
  deposit:           { desktop: '/moneyMain/charge',      mobile: '/chargeMain' },
  withdrawal:        { desktop: '/moneyMain/exchange',    mobile: '/exchangeMain' },
  depositHistory:    { desktop: '/mypage/charge/list',    mobile: '/chargeMain' },
  withdrawalHistory: { desktop: '/mypage/exchange/list',  mobile: '/exchangeMain' },
  points:            { desktop: '/mypage/point/list',     mobile: '/pointMain' },
  coupons:           { desktop: '/mypage/coupon/list',    mobile: '/couponMain' },
  messages:          { desktop: '/mypage/message/list',   mobile: '/msgMain/msg' },
  attendance:        { desktop: '/attendendance',         mobile: '/attendance' },
  give:              { desktop: '/mypage/give',           mobile: '/give' },
};

const MOBILE_HAS_NO = new Set<MyPageLinkKey>(['depositHistory', 'withdrawalHistory']);

/**
 * The links of a layout: mobile has no separate history addresses (its money screens hold them);
 * money give is a partner's (SPEC §6), shown to partner members only.
 */
export function myPageLinks(layout: Layout, partner: boolean): { key: MyPageLinkKey; to: string }[] {
  const keys = Object.keys(PATHS) as MyPageLinkKey[];
  return keys
    .filter((key) => !(layout === 'mobile' && MOBILE_HAS_NO.has(key)) && (partner || key !== 'give'))
    .map((key) => ({ key, to: PATHS[key][layout] }));
}
