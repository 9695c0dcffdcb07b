// Every my-page screen (docs/rules.md#routes), with its address in each layout and the group the desktop's my page
// (/mypage, the hub) shows it in. The phone's money, point and coupon screens hold their parts as tabs,
// so a part with no address of its own on the phone (mobile: null) is linked on the desktop only.
import type { Layout } from '@forms/meta/types';

export type MyPageGroup = 'account' | 'money' | 'betting' | 'rewards' | 'partner';

export type MyPageLinkKey =
  | 'info'
  | 'betting'
  | 'winlose'
  | 'deposit'
  | 'withdrawal'
  | 'coinDeposit'
  | 'coinWithdrawal'
  | 'depositHistory'
  | 'withdrawalHistory'
  | 'points'
  | 'pointUse'
  | 'pointChange'
  | 'coupons'
  | 'couponUse'
  | 'couponGift'
  | 'messages'
  | 'attendance'
  | 'safer'
  | 'security'
  | 'activity'
  | 'moneyHistory'
  | 'give'
  | 'distributor'
  | 'subPartner'
  | 'distributorMyPage'
  | 'partnerPages';

interface Entry {
  readonly desktop: string;
  readonly mobile: string | null;
  readonly group: MyPageGroup;
}

// The phone's order first (its my page lists them so); the desktop shows them by group.
// prettier-ignore
const LINKS: Readonly<Record<MyPageLinkKey, Entry>> = {
  info:              { desktop: '/mypage/info',             mobile: '/info',         group: 'account' },
  betting:           { desktop: '/mypage/betting/list',     mobile: '/bet',          group: 'betting' },
  winlose:           { desktop: '/mypage/winlose',          mobile: '/winlose',      group: 'betting' },
  deposit:           { desktop: '/moneyMain/charge',        mobile: '/chargeMain',   group: 'money' },
  withdrawal:        { desktop: '/moneyMain/exchange',      mobile: '/exchangeMain', group: 'money' },
  coinDeposit:       { desktop: '/moneyMain/coinCharge',    mobile: null,            group: 'money' },
  coinWithdrawal:    { desktop: '/moneyMain/coinExchange',  mobile: null,            group: 'money' },
  depositHistory:    { desktop: '/mypage/charge/list',      mobile: null,            group: 'money' },
  withdrawalHistory: { desktop: '/mypage/exchange/list',    mobile: null,            group: 'money' },
  // every movement of cash and points (inferred): how the balance came to be
  moneyHistory:      { desktop: '/mypage/money/list',       mobile: '/moneyList',    group: 'money' },
  // "포인트" is the points screen (summary and conversion); "포인트 사용내역" is the history of them
  points:            { desktop: '/mypage/point/use',        mobile: '/pointMain',    group: 'rewards' },
  pointUse:          { desktop: '/mypage/point/list',       mobile: null,            group: 'rewards' },
  pointChange:       { desktop: '/mypage/point/change',     mobile: null,            group: 'rewards' },
  coupons:           { desktop: '/mypage/coupon/list',      mobile: '/couponMain',   group: 'rewards' },
  couponUse:         { desktop: '/mypage/coupon/use',       mobile: null,            group: 'rewards' },
  couponGift:        { desktop: '/mypage/coupon/gift',      mobile: null,            group: 'rewards' },
  messages:          { desktop: '/mypage/message/list',     mobile: '/msgMain/msg',  group: 'account' },
  attendance:        { desktop: '/attendendance',           mobile: '/attendance',   group: 'account' },
  safer:             { desktop: '/mypage/safer',            mobile: '/safer',        group: 'account' },
  security:          { desktop: '/mypage/security',         mobile: '/security',     group: 'account' },
  activity:          { desktop: '/mypage/activity',         mobile: '/activity',     group: 'account' },
  give:              { desktop: '/mypage/give',             mobile: '/give',         group: 'partner' },
  distributor:       { desktop: '/stributor',               mobile: null,            group: 'partner' },
  subPartner:        { desktop: '/striNew',                 mobile: null,            group: 'partner' },
  distributorMyPage: { desktop: '/mypage/stributor_mypage', mobile: null,            group: 'partner' },
  partnerPages:      { desktop: '/partner/cashList',        mobile: null,            group: 'partner' },
};

const GROUPS: readonly MyPageGroup[] = ['account', 'money', 'betting', 'rewards', 'partner'];

export interface MyPageLink {
  readonly key: MyPageLinkKey;
  readonly to: string;
}

/**
 * The links of a layout, in the phone's order: each screen with an address of its own in that layout;
 * the partner's screens (money give, docs/rules.md#roles; the partner pages) for partner members only.
 */
export function myPageLinks(layout: Layout, partner: boolean): MyPageLink[] {
  const links: MyPageLink[] = [];
  for (const [key, entry] of Object.entries(LINKS) as [MyPageLinkKey, Entry][]) {
    const to = entry[layout];
    if (to !== null && (partner || entry.group !== 'partner')) links.push({ key, to });
  }
  return links;
}

/** One screen's address in the desktop layout. */
export const desktopPath = (key: MyPageLinkKey): string => LINKS[key].desktop;

/** The same links by group (the desktop's my page): groups in a fixed order, none empty. */
export function myPageGroups(layout: Layout, partner: boolean): { group: MyPageGroup; links: MyPageLink[] }[] {
  const links = myPageLinks(layout, partner);
  return GROUPS.map((group) => ({ group, links: links.filter((link) => LINKS[link.key].group === group) })).filter(
    (g) => g.links.length > 0,
  );
}
