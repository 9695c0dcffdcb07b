// The money move history's call: one page of the partner's transfers (moves between sub-members,
// and its gives and take-backs), with the grid's order and the list's filters (type, member, period).
import { useContractGrid, type GridBodyOf, type SortFieldOf } from '@/kit/data-grid/use-contract-grid';
import { defined, oneOf } from '@/kit/paged-list/list-body';

export const MOVE_LIST = '/api/partner/moneyMoveList';

export const MOVE_FILTERS = ['type', 'search'] as const;
export type MoveFilter = (typeof MOVE_FILTERS)[number];

export const TRANSFER_TYPES = ['move', 'give', 'takeback'] as const;
const SORT_FIELDS = ['date', 'targetId', 'amount'] as const satisfies readonly SortFieldOf<typeof MOVE_LIST>[];

const body: GridBodyOf<typeof MOVE_LIST, MoveFilter, typeof SORT_FIELDS> = (q, base) => ({
  ...base,
  ...defined({ transferType: oneOf(TRANSFER_TYPES, q.filters.type) }),
});

export const useMoveList = () =>
  useContractGrid(MOVE_LIST, { filters: MOVE_FILTERS, sortFields: SORT_FIELDS, period: true, search: 'search', body });
