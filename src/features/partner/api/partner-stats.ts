// The partner's status (/api/partner/stats): today's figures (Seoul), per category and in total.
import { seoulToday } from '@/kit/paged-list/date-range';
import { usePartnerRead } from './partner-read';

export const STATS = '/api/partner/stats';

export const useStats = (enabled: boolean) => {
  const today = seoulToday();
  return usePartnerRead(STATS, { startDate: today, endDate: today }, enabled);
};
