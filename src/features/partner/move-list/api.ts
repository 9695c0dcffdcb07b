// The money move history's call: one page of the partner's transfers (moves between sub-members,
// and its gives and take-backs), with the grid's order and the list's filters (type, member, period).
import type { RequestBody } from '@/api/contract';
import { useContractGrid } from '@/kit/data-grid/use-contract-grid';
import { oneOf } from '@/kit/paged-list/list-body';

export const MOVE_LIST = '/api/partner/moneyMoveList';
type Body = RequestBody<typeof MOVE_LIST>;

export const MOVE_FILTERS = ['type', 'search'] as const;
export type MoveFilter = (typeof MOVE_FILTERS)[number];

export const TRANSFER_TYPES = ['move', 'give', 'takeback'] as const;
const SORT_FIELDS = ['date', 'targetId', 'amount'] as const satisfies readonly NonNullable<Body['sortField']>[];

export const useMoveList = () =>
  useContractGrid(MOVE_LIST, {
    filters: MOVE_FILTERS,
    sortFields: SORT_FIELDS,
    period: true,
    search: 'search',
    body: (q, base): Body => {
      const transferType = oneOf(TRANSFER_TYPES, q.filters.type);
      return { ...base, ...(transferType && { transferType }) };
    },
  });
