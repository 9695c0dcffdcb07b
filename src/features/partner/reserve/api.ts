// The reservations of settlement payments (one page, by state); the reservation, its cancellation
// and the unpaid settlements are under ../api/.
import { useCallback } from 'react';
import type { RequestBody } from '@/api/contract';
import { oneOf } from '@/kit/data-grid/grid-body';
import { usePagedList, type BodyOf } from '@/kit/paged-list/use-paged-list';
import type { ListState } from '@/kit/paged-list/list-state';

export const RESERVE_LIST = '/api/partner/settlementReserveList';

export const RESERVE_FILTERS = ['status'] as const;
export type ReserveFilter = (typeof RESERVE_FILTERS)[number];
export const RESERVE_STATES = ['waiting', 'paid', 'cancelled'] as const;

export function useReservations(state: ListState<ReserveFilter>) {
  const bodyOf = useCallback<BodyOf<typeof RESERVE_LIST, ReserveFilter>>((q) => {
    const body: RequestBody<typeof RESERVE_LIST> = { page: q.page, count_per_list: q.count_per_list };
    const status = oneOf(RESERVE_STATES, q.filters.status);
    if (status) body.status = status;
    return body;
  }, []);
  return usePagedList(RESERVE_LIST, bodyOf, state);
}
