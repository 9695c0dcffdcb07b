// The money move history's call: one page of the partner's transfers (moves between sub-members,
// and its gives and take-backs), with the grid's order and the list's filters (type, member, period).
import { useCallback } from 'react';
import type { RequestBody } from '@/api/contract';
import { gridBody, oneOf } from '@/kit/data-grid/grid-body';
import { type GridSort } from '@/kit/data-grid/grid-state';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import type { ListState } from '@/kit/paged-list/list-state';

export const MOVE_LIST = '/api/partner/moneyMoveList';
type Body = RequestBody<typeof MOVE_LIST>;

export const MOVE_FILTERS = ['type', 'search'] as const;
export type MoveFilter = (typeof MOVE_FILTERS)[number];

export const TRANSFER_TYPES = ['move', 'give', 'takeback'] as const;
const SORT_FIELDS = ['date', 'targetId', 'amount'] as const satisfies readonly NonNullable<Body['sortField']>[];

export function useMoveList(state: ListState<MoveFilter>, sort: GridSort | null) {
  const bodyOf = useCallback<BodyOf<typeof MOVE_LIST, MoveFilter>>(
    (q) => {
      const body: Body = gridBody(q, sort, SORT_FIELDS, { period: true, search: 'search' });
      const transferType = oneOf(TRANSFER_TYPES, q.filters.type);
      if (transferType) body.transferType = transferType;
      return body;
    },
    [sort],
  );
  return usePagedList(MOVE_LIST, bodyOf, state);
}
