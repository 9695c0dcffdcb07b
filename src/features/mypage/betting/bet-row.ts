// The betting history's row (one bet of /api/bet/betlist) and the filters it keeps in the address.
import type { RowOf } from '@/kit/paged-list/use-paged-list';

/** One bet of /api/bet/betlist. */
export type BetRow = RowOf<'/api/bet/betlist'>;

/** The filters of the betting history kept in the address. */
export const BET_FILTERS = ['group', 'vendor', 'old'] as const;
export type BetFilter = (typeof BET_FILTERS)[number];
