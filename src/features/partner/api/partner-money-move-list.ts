// The money move history's call: one page of the partner's transfers (moves between sub-members,
// and its gives and take-backs), with the grid's order and the list's filters (type, member, period).
import type { RequestBody } from '@/api/contract';
import type { GridBodyBase } from '@/kit/data-grid/grid-body';
import { useContractGrid } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';
import type { PageQuery } from '@/kit/paged-list/use-paged-list';

export const MOVE_LIST = '/api/partner/moneyMoveList';
type Body = RequestBody<typeof MOVE_LIST>;

export const MOVE_FILTERS = ['type', 'search'] as const;
export type MoveFilter = (typeof MOVE_FILTERS)[number];

export const TRANSFER_TYPES = ['move', 'give', 'takeback'] as const;
const SORT_FIELDS = ['date', 'targetId', 'amount'] as const satisfies readonly NonNullable<Body['sortField']>[];

const body = (q: PageQuery<MoveFilter>, base: GridBodyBase<(typeof SORT_FIELDS)[number]>): Body => ({
  ...base,
  ...defined({ transferType: oneOf(TRANSFER_TYPES, q.filters.type) }),
});

export const useMoveList = () =>
  useContractGrid(MOVE_LIST, { filters: MOVE_FILTERS, sortFields: SORT_FIELDS, period: true, search: 'search', body });
