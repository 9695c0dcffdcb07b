// The settlement lists' calls (per partner: calculationList, per member: calculationUserList), one
// page each, with the grid's order and the lists' filters (category, paid flag, member, period).
import { useContractGrid, type GridBodyOf, type SortFieldOf } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';

export const SETTLEMENT_LISTS = { partners: '/api/partner/calculationList', users: '/api/partner/calculationUserList' } as const;
export type SettlementKind = keyof typeof SETTLEMENT_LISTS;
type Path = (typeof SETTLEMENT_LISTS)[SettlementKind];

export const SETTLEMENT_FILTERS = ['category', 'paid', 'search'] as const;
export type SettlementFilter = (typeof SETTLEMENT_FILTERS)[number];

export const CATEGORIES = ['casino', 'hotel', 'slot', 'mini'] as const;
export const PAID = ['Y', 'N'] as const;
const SORT_FIELDS = ['date', 'memId', 'totalBet', 'totalWin', 'rolling', 'settlement'] as const satisfies readonly SortFieldOf<Path>[];

const body: GridBodyOf<Path, SettlementFilter, typeof SORT_FIELDS> = (q, base) => ({
  ...base,
  ...defined({ category: oneOf(CATEGORIES, q.filters.category), paidYn: oneOf(PAID, q.filters.paid) }),
});

export const useSettlementList = (kind: SettlementKind) =>
  useContractGrid(SETTLEMENT_LISTS[kind], { filters: SETTLEMENT_FILTERS, sortFields: SORT_FIELDS, period: true, search: 'search', body });
