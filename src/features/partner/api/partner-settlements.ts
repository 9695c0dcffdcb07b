// The unpaid settlements (/api/partner/calculationList, the first 100), to choose what to reserve.
import { usePartnerRead } from './partner-read';

export const useUnpaidSettlements = () => usePartnerRead('/api/partner/calculationList', { page: 1, count_per_list: 100, paidYn: 'N' });
