// The reservations of settlement payments (one page, by state); the reservation, its cancellation
// and the unpaid settlements are under ../api/.
import { oneOf, pageBody } from '@/kit/paged-list/list-body';
import type { BodyOf } from '@/kit/paged-list/use-paged-list';

export const RESERVE_LIST = '/api/partner/settlementReserveList';

export const RESERVE_FILTERS = ['status'] as const;
export type ReserveFilter = (typeof RESERVE_FILTERS)[number];
export const RESERVE_STATES = ['waiting', 'paid', 'cancelled'] as const;

/** A page of the reservations, by state. */
export const reservationsBody: BodyOf<typeof RESERVE_LIST, ReserveFilter> = (q) => {
  const status = oneOf(RESERVE_STATES, q.filters.status);
  return { ...pageBody(q), ...(status ? { status } : {}) };
};
