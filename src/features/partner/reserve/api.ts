// The reserved settlement payment's calls: the unpaid settlements (the first 100), the reservation
// (sent once; a success refreshes the settlement lists and the reservations), the reservations (one
// page, by state) and a reservation's cancellation (sent once; refreshes the same).
import { useContractMutation } from '@/api/contract';
import { oneOf, pageBody } from '@/kit/paged-list/list-body';
import type { BodyOf } from '@/kit/paged-list/use-paged-list';
import { usePartnerRead } from '../status/api';

export const RESERVE_LIST = '/api/partner/settlementReserveList';

export const RESERVE_FILTERS = ['status'] as const;
export type ReserveFilter = (typeof RESERVE_FILTERS)[number];
export const RESERVE_STATES = ['waiting', 'paid', 'cancelled'] as const;

export const useUnpaidSettlements = () => usePartnerRead('/api/partner/calculationList', { page: 1, count_per_list: 100, paidYn: 'N' });

export const useSettlementReserve = () => useContractMutation('/api/partner/settlementReserve');

export const useReserveCancel = () => useContractMutation('/api/partner/settlementReserveCancel');

/** A page of the reservations, by state. */
export const reservationsBody: BodyOf<typeof RESERVE_LIST, ReserveFilter> = (q) => {
  const status = oneOf(RESERVE_STATES, q.filters.status);
  return { ...pageBody(q), ...(status ? { status } : {}) };
};
