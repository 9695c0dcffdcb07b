// The reserved settlement payment's calls: the unpaid settlements (the first 100) and the reservation
// (sent once; a success refreshes the settlement lists).
import { useContractMutation } from '@/api/contract';
import { usePartnerRead } from '../status/api';

export const useUnpaidSettlements = () => usePartnerRead('/api/partner/calculationList', { page: 1, count_per_list: 100, paidYn: 'N' });

export const useSettlementReserve = () =>
  useContractMutation('/api/partner/settlementReserve', {
    invalidates: ['/api/partner/calculationList', '/api/partner/calculationUserList'],
  });
