// Where each kind of money or bet request is listed, per layout: a success notice and a lost answer
// (the outcome unknown) link there, so the member looks before sending it again. A history shown on
// the action's own page is reached by its anchor (HISTORY_ANCHORS), the element that heads it.
import type { Layout } from '@forms/meta/types';

export const HISTORY_ANCHORS = {
  point: 'point-history',
  give: 'give-history',
  move: 'move-history',
  reserve: 'reserve-history',
} as const;

const A = HISTORY_ANCHORS;

export const HISTORY_PATHS = {
  deposit: { desktop: '/mypage/charge/list', mobile: '/chargeMain?view=history' },
  withdrawal: { desktop: '/mypage/exchange/list', mobile: '/exchangeMain?view=history' },
  /** docs/rules.md#routes: /mypage/betting/list, mobile /bet. */
  bet: { desktop: '/mypage/betting/list', mobile: '/bet' },
  /** The desktop conversion (/mypage/point/use, /change) links the list's own page; /pointMain shows the list below it. */
  point: { desktop: '/mypage/point/list', mobile: `/pointMain#${A.point}` },
  /** The give / take-back history is below the form, on both layouts. */
  give: { desktop: `/mypage/give#${A.give}`, mobile: `/give#${A.give}` },
  /** The money move form sits above its history grid. */
  move: { desktop: `/partner/partnerMoneyMoveList#${A.move}`, mobile: `/partner/partnerMoneyMoveList#${A.move}` },
  /** The reservations list is below the unpaid settlements, on the distributor's my page. */
  reserve: { desktop: `/mypage/stributor_mypage#${A.reserve}`, mobile: `/mypage/stributor_mypage#${A.reserve}` },
} as const satisfies Record<string, Record<Layout, string>>;
