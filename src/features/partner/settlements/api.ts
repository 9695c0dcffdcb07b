// The settlement lists' calls (per partner: calculationList, per member: calculationUserList), one
// page each, with the grid's order and the lists' filters (category, paid flag, member, period).
import { useCallback } from 'react';
import type { RequestBody } from '@/api/contract';
import { gridBody, oneOf } from '@/kit/data-grid/grid-body';
import { type GridSort } from '@/kit/data-grid/grid-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import type { ListState } from '@/kit/paged-list/list-state';

export const SETTLEMENT_LISTS = { partners: '/api/partner/calculationList', users: '/api/partner/calculationUserList' } as const;
export type SettlementKind = keyof typeof SETTLEMENT_LISTS;
type Path = (typeof SETTLEMENT_LISTS)[SettlementKind];
type Body = RequestBody<Path>;

export const SETTLEMENT_FILTERS = ['category', 'paid', 'search'] as const;
export type SettlementFilter = (typeof SETTLEMENT_FILTERS)[number];

export const CATEGORIES = ['casino', 'hotel', 'slot', 'mini'] as const;
export const PAID = ['Y', 'N'] as const;
const SORT_FIELDS = ['date', 'memId', 'totalBet', 'totalWin', 'rolling', 'settlement'] as const satisfies readonly NonNullable<
  Body['sortField']
>[];

export function useSettlementList(kind: SettlementKind, state: ListState<SettlementFilter>, sort: GridSort | null) {
  const bodyOf = useCallback<BodyOf<Path, SettlementFilter>>(
    (q) => {
      const body: Body = gridBody(q, sort, SORT_FIELDS, { period: true, search: 'search' });
      const category = oneOf(CATEGORIES, q.filters.category);
      const paidYn = oneOf(PAID, q.filters.paid);
      if (category) body.category = category;
      if (paidYn) body.paidYn = paidYn;
      return body;
    },
    [sort],
  );
  return usePagedList(SETTLEMENT_LISTS[kind], bodyOf, state);
}
