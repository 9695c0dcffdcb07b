// Where each kind of money request is listed, per layout: the success notice and a lost answer link there.
import type { Layout } from '@/components/layout';

export const HISTORY_PATHS = {
  deposit: { desktop: '/mypage/charge/list', mobile: '/chargeMain?view=history' },
  withdrawal: { desktop: '/mypage/exchange/list', mobile: '/exchangeMain?view=history' },
} as const satisfies Record<string, Record<Layout, string>>;
